import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { brandSlug } from '../../config/config';
import { renderWithApp } from '../../test/render';
import { ForVetPage } from './pages/for-vet-page';
import { PanelVetPage } from './pages/panel-vet-page';
import { PracticeManagementPage } from './pages/practice-management-page';
import { ReliefVetPage } from './pages/relief-vet-page';

const PAGES: { path: string; Page: ComponentType; h1: string }[] = [
  { path: '/for-vet/', Page: ForVetPage, h1: 'For Vets' },
  {
    path: '/vet-practice-management-solution/',
    Page: PracticeManagementPage,
    h1: 'Vet Practice Management Solution',
  },
  { path: `/become-${brandSlug()}-vet/`, Page: PanelVetPage, h1: 'Become a Panel Vet' },
  { path: '/partner-relief-vet/', Page: ReliefVetPage, h1: 'Partner Relief Vet' },
];

describe('the pages for vets', () => {
  it.each(PAGES)('$path has the one h1 "$h1"', ({ path, Page, h1 }) => {
    renderWithApp(<Page />, { path });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(new RegExp(`^${h1}$`));
  });

  it('sends every JOIN US NOW button of the panel vet page to /for-vet/', () => {
    renderWithApp(<PanelVetPage />);
    const joins = screen.getAllByRole('link', { name: 'JOIN US NOW' });
    expect(joins.length).toBeGreaterThan(0);
    for (const join of joins) expect(join).toHaveAttribute('href', '/for-vet/');
  });

  it('explains the panel in three steps, with the upfront payment first', () => {
    renderWithApp(<PanelVetPage />);
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/logs in, requests a time and pays .*upfront/);
    expect(steps[1]).toHaveTextContent(/notified .* attend at the arranged time/);
    expect(steps[2]).toHaveTextContent(/mobile app/);
  });

  it('quotes three vets on the panel vet page', () => {
    renderWithApp(<PanelVetPage />);
    const region = screen.getByRole('region', { name: 'What panel vets say' });
    expect(within(region).getAllByRole('figure')).toHaveLength(3);
    expect(within(region).getAllByRole('blockquote')).toHaveLength(3);
  });

  it('lists the benefits of the panel', () => {
    renderWithApp(<PanelVetPage />);
    const region = screen.getByRole('region', { name: 'Why join the panel' });
    expect(within(region).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(region).toHaveTextContent(/pays the consult fee in advance/);
  });

  it('offers the three ways to join and the vet sign-up and login', () => {
    renderWithApp(<ForVetPage />);
    expect(screen.getByRole('link', { name: 'Become a panel vet' })).toHaveAttribute(
      'href',
      `/become-${brandSlug()}-vet/`,
    );
    expect(screen.getByRole('link', { name: 'Explore practice management' })).toHaveAttribute(
      'href',
      '/vet-practice-management-solution/',
    );
    expect(screen.getByRole('link', { name: 'Partner as a relief vet' })).toHaveAttribute(
      'href',
      '/partner-relief-vet/',
    );
    for (const link of screen.getAllByRole('link', { name: 'Vet Signup' })) {
      expect(link).toHaveAttribute('href', '/vendor/signup');
    }
    for (const link of screen.getAllByRole('link', { name: 'Vet Login' })) {
      expect(link).toHaveAttribute('href', '/vendor/login');
    }
  });

  it('states the relief vets\u2019 revenue growth and links to the app', () => {
    renderWithApp(<ReliefVetPage />);
    expect(screen.getAllByText(/up to 35%/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      '/download-app/',
    );
  });

  it('sends practices to the vet sign-up', () => {
    renderWithApp(<PracticeManagementPage />);
    for (const link of screen.getAllByRole('link', { name: 'Sign up your practice' })) {
      expect(link).toHaveAttribute('href', '/vendor/signup');
    }
    expect(screen.getByText(/sub-domain or on your own custom domain/)).toBeVisible();
  });
});
