import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { AssessmentLandingPage } from './pages/assessment-landing-page';

describe('the health assessment landing page', () => {
  afterEach(() => {
    clearToken();
  });

  it('links Take Test to the assessment', () => {
    renderWithApp(<AssessmentLandingPage />, { path: '/pet-health-assessment/' });
    expect(screen.getByRole('link', { name: 'Take Test' })).toHaveAttribute(
      'href',
      '/pet-health-assessment/order/',
    );
  });

  it('offers a logged-out visitor who has taken the test the way to log in', () => {
    renderWithApp(<AssessmentLandingPage />, { path: '/pet-health-assessment/' });
    expect(screen.getByRole('link', { name: 'I have already taken the test' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('does not offer the login link to a logged-in owner', () => {
    renderWithApp(<AssessmentLandingPage />, {
      path: '/pet-health-assessment/',
      token: fakeToken(),
    });
    expect(screen.getByRole('link', { name: 'Take Test' })).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'I have already taken the test' }),
    ).not.toBeInTheDocument();
  });
});
