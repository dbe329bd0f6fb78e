import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { TermsPage } from './pages/terms-page';

const PAGES: { path: string; Page: ComponentType; h1: string }[] = [
  { path: '/privacy-policy/', Page: PrivacyPolicyPage, h1: 'Privacy Policy' },
  { path: '/terms-conditions/', Page: TermsPage, h1: 'Terms & Conditions' },
];

const VENDOR_SITE = {
  kind: 'vendor' as const,
  website: {
    id: 3,
    vendorId: 12,
    name: 'Bayview Animal Clinic',
    logo: null,
    headerSection: null,
    bodySection: null,
  },
};

const text = () => document.body.textContent.replace(/\s+/g, ' ');

describe('the legal pages', () => {
  it.each(PAGES)(
    '$path has the one h1 "$h1" and the date it was last updated',
    ({ path, Page, h1 }) => {
      renderWithApp(<Page />, { path });
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(new RegExp(`^${h1}$`));
      expect(screen.getByText('Last updated: February 5, 2016')).toBeVisible();
    },
  );

  it.each(PAGES)('$path links each entry of its contents to its section', ({ path, Page }) => {
    const { container } = renderWithApp(<Page />, { path });
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').split('#')[1] ?? '';
      const section = container.querySelector(`section[id="${id}"]`);
      expect(section, `section #${id}`).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent,
      );
    }
  });

  it('gives the terms of cancellation, breach, deletion, claims and law', () => {
    renderWithApp(<TermsPage />, { path: '/terms-conditions/' });
    const all = text();
    expect(all).toMatch(
      /cancel within 30 days of your initial payment, we refund that payment in full/,
    );
    expect(all).toMatch(/After those 30 days no refund is given/);
    expect(all).toMatch(/not been cured within 30 days after a notice/);
    expect(all).toMatch(/backups are retained for up to two weeks/);
    expect(all).toMatch(/must be brought within one year/);
    expect(all).toMatch(/governed by the laws of the State of Florida/);
    expect(all).toMatch(/view at any time who has access to your account, and you can revoke/);
    expect(all).toMatch(/Minors may not register/);
    expect(all).toMatch(/Narcotic medications cannot be prescribed in e-consultations/);
    expect(all).toMatch(/only after the pet's owner has signed an authorization form/);
  });

  it('tells members how long backups keep deleted data and who may see their records', () => {
    renderWithApp(<PrivacyPolicyPage />, { path: '/privacy-policy/' });
    const all = text();
    expect(all).toMatch(/copies in our backups are kept for up to two weeks/);
    expect(all).toMatch(/minors may not register/);
    expect(all).toMatch(/view at any time who has access and revoke/);
    expect(all).toMatch(/only after the pet's owner has signed an authorization form/);
    expect(all).toMatch(/We do not sell your personal information/);
  });

  it('names the practice whose site shows the terms', () => {
    renderWithApp(<TermsPage />, { path: '/terms-conditions/', site: VENDOR_SITE });
    expect(screen.getByText(/Bayview Animal Clinic uses .* for online booking/)).toBeVisible();
  });
});
