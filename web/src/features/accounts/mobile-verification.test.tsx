import { ACCOUNT_MESSAGES } from '@petwell/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MobileVerification } from './mobile-verification';
import { answer, apiError, field, verifyMobile } from './test-helpers';

/** The step as a sign-up form holds it: the form owns the verified number. */
function Harness({ error }: { error?: string }) {
  const [verified, setVerified] = useState<string | null>(null);
  return (
    <>
      <MobileVerification verifiedMobile={verified} onVerifiedChange={setVerified} error={error} />
      <p>form sees: {verified ?? 'none'}</p>
    </>
  );
}

const sendOk = () => HttpResponse.json({ status: 'sent', expires_in: 600 });

describe('the mobile verification step', () => {
  it('asks for a mobile number before sending a code, and sends nothing', async () => {
    const sent = answer('/api/account/send_otp', sendOk);
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.mobileRequired)).toBeVisible();
    expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mobile number')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each(['555123456', '55512345ab', '555-123-45'])(
    'refuses %s: a mobile number is exactly 10 digits',
    async (mobile) => {
      const sent = answer('/api/account/send_otp', sendOk);
      const { user } = renderWithApp(<Harness />);
      await user.type(field('Mobile number'), mobile);
      await user.click(screen.getByRole('button', { name: 'Send Code' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.mobileInvalid)).toBeVisible();
      expect(sent).toEqual([]);
    },
  );

  it('sends a code to the number and asks for it', async () => {
    const sent = answer('/api/account/send_otp', sendOk);
    const { user } = renderWithApp(<Harness />);
    await user.type(field('Mobile number'), ' 5551234567 ');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('We sent a 4-digit code to 5551234567.')).toBeVisible();
    expect(sent).toEqual([{ mobile: '5551234567' }]);
    expect(field('Code')).toHaveFocus();
  });

  it('keeps every digit of a number pasted with spaces or dashes, and of a pasted code', async () => {
    const sent = answer('/api/account/send_otp', sendOk);
    const checked = answer('/api/account/verify_otp', () =>
      HttpResponse.json({ status: 'Verified' }),
    );
    const { user } = renderWithApp(<Harness />);
    await user.click(field('Mobile number'));
    await user.paste('555 123 4567');
    expect(field('Mobile number')).toHaveValue('5551234567');
    await user.clear(field('Mobile number'));
    await user.paste('(555) 123-4567');
    expect(field('Mobile number')).toHaveValue('5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByLabelText(/^Code/);
    await user.paste('43 21');
    expect(field('Code')).toHaveValue('4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('form sees: 5551234567')).toBeVisible();
    expect(sent).toEqual([{ mobile: '5551234567' }]);
    expect(checked).toEqual([{ mobile: '5551234567', otp: '4321' }]);
  });

  it('requires the code and exactly 4 digits before verifying', async () => {
    answer('/api/account/send_otp', sendOk);
    const checked = answer('/api/account/verify_otp', () =>
      HttpResponse.json({ status: 'Verified' }),
    );
    const { user } = renderWithApp(<Harness />);
    await user.type(field('Mobile number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByLabelText(/^Code/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.codeRequired)).toBeVisible();
    await user.type(field('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.codeInvalid)).toBeVisible();
    expect(checked).toEqual([]);
  });

  it('shows Verified, tells the form and locks the number until Change number', async () => {
    const { user } = renderWithApp(<Harness />);
    const { checked } = await verifyMobile(user, '5551234567', '4321');
    expect(checked).toEqual([{ mobile: '5551234567', otp: '4321' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(screen.getByText('form sees: 5551234567')).toBeVisible();
    expect(field('Mobile number')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(field('Mobile number')).not.toHaveAttribute('readonly');
    expect(screen.getByText('form sees: none')).toBeVisible();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it("says 'Invalid OTP.' when the server refuses the code", async () => {
    answer('/api/account/send_otp', sendOk);
    answer('/api/account/verify_otp', () => apiError(400, 'invalid-otp', 'Invalid OTP.'));
    const { user } = renderWithApp(<Harness />);
    await user.type(field('Mobile number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/^Code/), '0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP.');
    expect(screen.getByText('form sees: none')).toBeVisible();
  });

  it("shows the server's message when too many codes were sent", async () => {
    const limit = 'Too many codes sent to this number. Please try again in 42 minutes.';
    answer('/api/account/send_otp', () => apiError(429, 'too-many-attempts', limit));
    const { user } = renderWithApp(<Harness />);
    await user.type(field('Mobile number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();
  });

  it("shows the server's message when too many wrong codes were tried", async () => {
    const limit = 'Too many wrong codes. Please request a new code.';
    answer('/api/account/send_otp', sendOk);
    answer('/api/account/verify_otp', () => apiError(429, 'too-many-attempts', limit));
    const { user } = renderWithApp(<Harness />);
    await user.type(field('Mobile number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/^Code/), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });

  it('lets the visitor ask for a code again', async () => {
    const sent = answer('/api/account/send_otp', sendOk);
    const { user } = renderWithApp(<Harness />);
    await user.type(field('Mobile number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    await screen.findByRole('button', { name: 'Resend Code' });
    expect(sent).toEqual([{ mobile: '5551234567' }, { mobile: '5551234567' }]);
  });

  it("shows the form's message at the mobile number until it is verified", async () => {
    const { user } = renderWithApp(<Harness error={ACCOUNT_MESSAGES.mobileNotVerified} />);
    const group = screen.getByRole('group', { name: 'Mobile number verification' });
    expect(within(group).getByText(ACCOUNT_MESSAGES.mobileNotVerified)).toBeVisible();
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_MESSAGES.mobileNotVerified) as string,
    );
    await verifyMobile(user);
    expect(screen.queryByText(ACCOUNT_MESSAGES.mobileNotVerified)).not.toBeInTheDocument();
  });
});
