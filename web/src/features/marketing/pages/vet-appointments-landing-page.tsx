import { PageTitle } from '../../../components/page-title';

export function VetAppointmentsLandingPage() {
  return (
    <div className="container">
      <PageTitle title="Vet Appointments" />
      <h1>Vet Appointments</h1>
    </div>
  );
}
