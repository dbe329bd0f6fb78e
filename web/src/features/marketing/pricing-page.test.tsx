import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PricingPage } from './pages/pricing-page';

describe('the pricing page', () => {
  it.each([
    {
      plan: 'Pay As You Go',
      price: '$0/year',
      href: '/signup',
      features: [
        'Medical records: $25/pet',
        'Health assessment: $75/pet',
        'e-Consult: $30/session',
        'Second medical opinion: $90/pet',
        'Free chat',
        'Mobile app',
      ],
    },
    {
      plan: 'Gold',
      price: '$144/year',
      href: '/signup?cc=GOLD',
      features: [
        'Medical records for up to 2 pets',
        '1 health assessment',
        '1 e-consult',
        '1 second medical opinion',
        '2 chats',
      ],
    },
    {
      plan: 'Platinum',
      price: '$299/year',
      href: '/signup?cc=PLATINUM',
      features: [
        'Medical records for up to 4 pets',
        '2 health assessments',
        '3 e-consults',
        '1 second medical opinion',
        'Unlimited chats',
      ],
    },
  ])('shows the $plan plan at $price with its features and sign-up link', (row) => {
    renderWithApp(<PricingPage />);
    const card = screen.getByRole('article', { name: row.plan });
    expect(within(card).getByRole('heading', { name: row.plan })).toBeVisible();
    expect(card).toHaveTextContent(row.price);
    const features = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual(row.features);
    expect(within(card).getByRole('link', { name: `Choose ${row.plan}` })).toHaveAttribute(
      'href',
      row.href,
    );
  });

  it('shows exactly three plans', () => {
    renderWithApp(<PricingPage />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the house-call package against the traditional vet price, with its link', () => {
    renderWithApp(<PricingPage />);
    const section = screen.getByRole('region', { name: 'Vet house-call package' });
    expect(section).toHaveTextContent('$360 per year');
    expect(section).toHaveTextContent('$650 per year');
    expect(section).toHaveTextContent('2 vet visits at home over one year');
    expect(
      within(section).getByRole('link', { name: 'About the house-call package' }),
    ).toHaveAttribute('href', '/vet-house-call');
  });

  it('shows the e-consultation and peer-to-peer prices', () => {
    renderWithApp(<PricingPage />);
    const section = screen.getByRole('region', { name: 'e-Consultation' });
    expect(section).toHaveTextContent('$25 per use, for about 10 to 15 minutes');
    expect(section).toHaveTextContent('$95');
  });

  it('explains the 30-day refund rule', () => {
    renderWithApp(<PricingPage />);
    const note = screen.getByRole('complementary', { name: 'Refunds' });
    expect(note).toHaveTextContent('within 30 days of your initial payment for a full refund');
    expect(note).toHaveTextContent('After 30 days, no refund is given.');
  });
});
