import { lazySchema } from '../../ui/form';

/** The account schemas' module, loaded on demand (the first JavaScript of /login holds no zod). */
export const loadAccountSchemas = () => import('./account-schemas');

export const lazyLoginSchema = lazySchema(() => loadAccountSchemas().then((m) => m.loginSchema));
export const lazyForgotPasswordSchema = lazySchema(() =>
  loadAccountSchemas().then((m) => m.forgotPasswordSchema),
);
export const lazyChangePasswordSchema = lazySchema(() =>
  loadAccountSchemas().then((m) => m.changePasswordSchema),
);
export const lazyOwnerSignupSchema = lazySchema(() =>
  loadAccountSchemas().then((m) => m.ownerSignupSchema),
);
export const lazyVetSignupSchema = lazySchema(() =>
  loadAccountSchemas().then((m) => m.vetSignupSchema),
);
