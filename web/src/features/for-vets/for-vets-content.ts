import type { FeatureItem } from '../../components/content/feature-grid';
import type { Step } from '../../components/content/steps';
import type { Testimonial } from '../../components/content/testimonials';
import { brandSlug, config } from '../../config/config';

/** The panel vet page's path, /become-{brand}-vet/. */
export const panelVetPath = () => `/become-${brandSlug()}-vet/`;

/** Where vets sign up and log in. */
export const VET_SIGNUP_PATH = '/vendor/signup';
export const VET_LOGIN_PATH = '/vendor/login';

/** The relief vets' claimed revenue growth. */
export const RELIEF_REVENUE_GROWTH = 'up to 35%';

export const PANEL_BENEFITS: readonly FeatureItem[] = [
  {
    title: 'Paid before you start',
    text: 'The client pays the consult fee in advance, so every consult you attend is already paid. No invoices to chase.',
  },
  {
    title: 'Consult from anywhere',
    text: 'Video, phone or chat: see patients from your clinic, from home or between shifts.',
  },
  {
    title: 'Your hours, your calendar',
    text: 'Open the times you want to work. Clients can only request the slots you publish.',
  },
  {
    title: 'New clients come to you',
    text: `Pet owners find you through ${config.brandName}, book a time and arrive with their question ready.`,
  },
  {
    title: 'Records before the call',
    text: "See the pet's health records, vaccinations and allergies before the consult starts.",
  },
  {
    title: 'No set-up to run',
    text: `${config.brandName} takes care of booking, payment, reminders and the video room.`,
  },
];

/** The panel vet's three-step how-it-works. */
export const PANEL_STEPS: readonly Step[] = [
  {
    title: 'The client books and pays',
    text: 'The client logs in, requests a time and pays the consult fee upfront.',
  },
  {
    title: 'You consult',
    text: 'You are notified of the booking and attend at the arranged time by video, phone or chat.',
  },
  {
    title: 'Care continues in the app',
    text: `The client gets the ${config.brandName} mobile app to keep the pet's records and your advice at hand.`,
  },
];

export const PANEL_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I consult from home two evenings a week. The fee is paid before the call, so all I think about is the pet in front of the camera.',
    name: 'Dr. Maria Alvarez, DVM',
    role: 'panel vet, Tampa, FL',
  },
  {
    quote:
      'Owners come with the records already uploaded. Ten or fifteen minutes is often enough to tell them whether they need a clinic visit tonight or can wait for Monday.',
    name: 'Dr. James Okafor, DVM',
    role: 'panel vet, Austin, TX',
  },
  {
    quote:
      'I open the slots I want and the bookings simply appear. It fits around my clinic shifts instead of the other way round.',
    name: 'Dr. Emily Chen, DVM',
    role: 'panel vet, Portland, OR',
  },
];

/** What the practice-management solution covers. */
export const PRACTICE_FEATURES: readonly FeatureItem[] = [
  {
    title: 'Listings',
    text: 'Publish each location with its consultation types (clinic visit, video, phone and chat), a price for each and a weekly schedule.',
  },
  {
    title: 'Appointments',
    text: 'Every booking in one list with its status: upcoming, complete, rescheduled or canceled.',
  },
  {
    title: 'Customers and their pets',
    text: "See each customer's pets and their health records before the visit, and keep them up to date after it.",
  },
  {
    title: 'Team members',
    text: 'Invite your vets and front-desk staff and choose who manages which listing.',
  },
  {
    title: 'Your own website',
    text: `A white-label site with your practice's name and logo, on a ${config.brandName} sub-domain or on your own custom domain, with online booking built in.`,
  },
  {
    title: 'Booking on behalf of customers',
    text: 'Book a visit for a client who calls the front desk, and waive the payment when the visit is already covered.',
  },
  {
    title: 'Reports',
    text: "Root admins see charts of the practice's bookings and activity over the last 30 days.",
  },
];

export const PRACTICE_STEPS: readonly Step[] = [
  {
    title: 'Sign up your practice',
    text: 'Create your vet account with your name, e-mail and a verified mobile number.',
  },
  {
    title: 'Add listings and schedules',
    text: 'Set your consultation types, prices and weekly hours for each location.',
  },
  {
    title: 'Publish and take bookings',
    text: 'Switch on your website, share its address and start receiving appointments.',
  },
];
