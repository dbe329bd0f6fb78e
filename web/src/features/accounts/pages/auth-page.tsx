import { PageTitle } from '../../../components/page-title';

export function AuthPage() {
  return (
    <div className="container">
      <PageTitle title="Login" />
      <h1>Login</h1>
    </div>
  );
}
