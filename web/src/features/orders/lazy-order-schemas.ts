import { lazySchema } from '../../ui/form';

// The order forms' rules (the domain's schemas, zod) load beside the form, not with the page's
// first JavaScript (lazySchema; the initial JavaScript budget).
const loadSchemas = () => import('./order-schemas');

export const lazyHouseCallSchema = lazySchema(() =>
  loadSchemas().then((m) => m.houseCallDetailsSchema),
);
export const lazySmoSchema = lazySchema(() => loadSchemas().then((m) => m.smoDetailsSchema));
export const lazyFreeQuestionSchema = lazySchema(() =>
  loadSchemas().then((m) => m.freeQuestionDetailsSchema),
);
