/** The services dropdown of the header and the footer's service links. */
export const SERVICES = [
  { label: 'Clinic Visit', to: '/vet-appointments/' },
  { label: 'e-Consultation', to: '/e-consultation/' },
  { label: 'Talk to a Vet', to: '/talk-to-a-vet/' },
  { label: 'Second Medical Opinion', to: '/second-medical-opinion/' },
  { label: 'Vet House Call', to: '/vet-house-call' },
  { label: 'Pet Health Assessment', to: '/pet-health-assessment/' },
  { label: 'Pet Medical Records', to: '/pet-medical-records/' },
] as const;
