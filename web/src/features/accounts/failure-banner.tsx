import { Alert } from '../../components/alert';
import { AUTH_MESSAGES } from './messages';

/** The account forms' error banner: 'Error!' and the message (spec 000 section 8), or nothing. */
export function FailureBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert tone="error" title={AUTH_MESSAGES.errorTitle}>
      {message}
    </Alert>
  );
}
