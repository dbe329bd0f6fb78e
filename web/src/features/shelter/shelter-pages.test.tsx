import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { config } from '../../config/config';
import { renderWithApp } from '../../test/render';
import { ContactPage } from './pages/contact-page';
import { ShelterFormPage } from './pages/shelter-form-page';
import { PRELOADED_RECORDS, ShelterPartnershipPage } from './pages/shelter-partnership-page';

const PAGES: { path: string; Page: ComponentType; h1: string }[] = [
  { path: '/shelter-partnership/', Page: ShelterPartnershipPage, h1: 'Shelter Program' },
  { path: '/shelter-program/', Page: ShelterFormPage, h1: 'Shelter Program' },
  { path: '/contact-us/', Page: ContactPage, h1: 'Contact Us' },
];

describe('the shelter and contact pages', () => {
  it.each(PAGES)('$path has the one h1 "$h1"', ({ path, Page, h1 }) => {
    renderWithApp(<Page />, { path });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(new RegExp(`^${h1}$`));
  });

  it('lists the records shelters pre-load for adopters beside the form', () => {
    renderWithApp(<ShelterPartnershipPage />);
    const info = screen.getByRole('region', { name: 'How the program works' });
    for (const item of PRELOADED_RECORDS) {
      expect(within(info).getByText(item)).toBeVisible();
    }
    expect(within(info).getByText(/push notifications/i)).toBeVisible();
    expect(within(info).getByText(/transferred automatically/i)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Join the Shelter Program' })).toBeVisible();
  });

  it('shows only the heading and the form on the second shelter page', () => {
    renderWithApp(<ShelterFormPage />);
    const form = screen.getByRole('form', { name: 'Shelter Program' });
    expect(within(form).getByRole('button', { name: 'Send' })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('gives the phone, e-mail and office on the contact page', () => {
    renderWithApp(<ContactPage />);
    expect(screen.getByRole('link', { name: config.supportPhone })).toHaveAttribute(
      'href',
      `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    expect(screen.getByText(/Miami, FL 33131/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });
});
