import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AboutPage } from './pages/about-page';
import { AssessmentLandingPage } from './pages/assessment-landing-page';
import { DownloadAppPage } from './pages/download-app-page';
import { EConsultationPage } from './pages/e-consultation-page';
import { FaqPage } from './pages/faq-page';
import { HomePage } from './pages/home-page';
import { LeadershipPage } from './pages/leadership-page';
import { MedicalRecordsPage } from './pages/medical-records-page';
import { NewsPage } from './pages/news-page';
import { PartnersPage } from './pages/partners-page';
import { PricingPage } from './pages/pricing-page';
import { SecondOpinionPage } from './pages/second-opinion-page';
import { TalkToAVetPage } from './pages/talk-to-a-vet-page';
import { VetAppointmentsLandingPage } from './pages/vet-appointments-landing-page';
import { VetHouseCallLandingPage } from './pages/vet-house-call-landing-page';

const PAGES: { path: string; Page: ComponentType; h1: string }[] = [
  { path: '/', Page: HomePage, h1: 'Pet care from vets you trust' },
  { path: '/pet-health-assessment/', Page: AssessmentLandingPage, h1: 'Pet Health Assessment' },
  { path: '/e-consultation/', Page: EConsultationPage, h1: 'e-Consultation' },
  { path: '/talk-to-a-vet/', Page: TalkToAVetPage, h1: 'Talk to a Vet' },
  { path: '/second-medical-opinion/', Page: SecondOpinionPage, h1: 'Second Medical Opinion' },
  { path: '/pet-medical-records/', Page: MedicalRecordsPage, h1: 'Pet Medical Records' },
  { path: '/pricing/', Page: PricingPage, h1: 'Pricing' },
  { path: '/download-app/', Page: DownloadAppPage, h1: 'Download the App' },
  { path: '/about/', Page: AboutPage, h1: 'About Us' },
  { path: '/leadership-team/', Page: LeadershipPage, h1: 'Leadership Team' },
  { path: '/our-partners/', Page: PartnersPage, h1: 'Our Partners' },
  { path: '/faqs/', Page: FaqPage, h1: 'Frequently Asked Questions' },
  { path: '/news/', Page: NewsPage, h1: 'News' },
  { path: '/vet-appointments/', Page: VetAppointmentsLandingPage, h1: 'Vet Appointments' },
  { path: '/vet-house-call', Page: VetHouseCallLandingPage, h1: 'Vet House Call' },
];

describe('the marketing pages', () => {
  it.each(PAGES)('$path has the one h1 "$h1"', ({ path, Page, h1 }) => {
    renderWithApp(<Page />, { path });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(new RegExp(`^${h1}$`));
  });

  it('links each service on the home page to its page', () => {
    renderWithApp(<HomePage />);
    const expected: [string, string][] = [
      ['Book a Vet', '/vet-appointments/'],
      ['Talk to a Vet for Free', '/talk-to-a-vet/'],
      ['Book a clinic visit', '/vet-appointments/'],
      ['Start an e-consultation', '/e-consultation/order'],
      ['Ask a vet for free', '/talk-to-a-vet/'],
      ['Get a second opinion', '/second-medical-opinion/'],
      ['See the house-call package', '/vet-house-call'],
      ['Take the health assessment', '/pet-health-assessment/'],
      ['Keep your pet’s records', '/pet-medical-records/'],
      ['Explore the shelter partnership', '/shelter-partnership/'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens partner sites in a new tab and says so', () => {
    renderWithApp(<PartnersPage />);
    const link = screen.getByRole('link', { name: 'Visit ASPCA (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.aspca.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('introduces seven leaders', () => {
    renderWithApp(<LeadershipPage />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });
});
