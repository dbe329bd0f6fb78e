import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { CONTACT_FORM_MESSAGES, ContactForm, type ContactKind } from './contact-form';
import type {
  SubmitContactRequestMutation,
  SubmitContactRequestMutationVariables,
} from '../../generated/graphql';

/** Records every SubmitContactRequest call and answers it (stored, or failed). */
function recordRequests(answer: 'stored' | 'failed' = 'stored') {
  const calls: unknown[] = [];
  server.use(
    graphql.mutation<SubmitContactRequestMutation, SubmitContactRequestMutationVariables>(
      'SubmitContactRequest',
      ({ variables }) => {
        calls.push(variables);
        if (answer === 'failed') {
          return HttpResponse.json({
            errors: [{ message: 'database query error', extensions: { code: 'unexpected' } }],
          });
        }
        return HttpResponse.json({ data: { insert_contact_requests: { affected_rows: 1 } } });
      },
    ),
  );
  return calls;
}

function renderForm(kind: ContactKind = 'shelter') {
  const view = renderWithApp(<ContactForm kind={kind} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  return {
    ...view,
    field,
    send: () => view.user.click(screen.getByRole('button', { name: 'Send' })),
  };
}

describe('the shelter and contact form', () => {
  it('marks name, company and e-mail as required, and only those', () => {
    const { field } = renderForm();
    for (const label of ['Your Name', 'Company', 'Your Email']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
      expect(field(label).closest('.field')?.querySelector('.required-marker')).toHaveTextContent(
        '*',
      );
    }
    for (const label of ['Number', 'Comments']) {
      expect(field(label)).not.toHaveAttribute('aria-required');
    }
  });

  it('asks for each required field, focuses the first one and sends nothing', async () => {
    const calls = recordRequests();
    const { field, send } = renderForm();
    await send();
    expect(await screen.findByText(CONTACT_FORM_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(CONTACT_FORM_MESSAGES.companyRequired)).toBeVisible();
    expect(screen.getByText(CONTACT_FORM_MESSAGES.emailRequired)).toBeVisible();
    expect(field('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your Name')).toHaveAccessibleDescription(CONTACT_FORM_MESSAGES.nameRequired);
    expect(field('Your Name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('treats a value of only spaces as missing', async () => {
    const calls = recordRequests();
    const { field, send, user } = renderForm();
    await user.type(field('Your Name'), 'Ann Lee');
    await user.type(field('Company'), '   ');
    await user.type(field('Your Email'), 'ann@example.com');
    await send();
    expect(await screen.findByText(CONTACT_FORM_MESSAGES.companyRequired)).toBeVisible();
    expect(screen.queryByText(CONTACT_FORM_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(field('Company')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('refuses a badly formed e-mail address and sends nothing', async () => {
    const calls = recordRequests();
    const { field, send, user } = renderForm();
    await user.type(field('Your Name'), 'Ann Lee');
    await user.type(field('Company'), 'Happy Tails Rescue');
    await user.type(field('Your Email'), 'ann@example');
    await send();
    expect(await screen.findByText(CONTACT_FORM_MESSAGES.emailInvalid)).toBeVisible();
    expect(field('Your Email')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('stores the trimmed values with its kind, confirms and clears the form', async () => {
    const calls = recordRequests();
    const { field, send, user } = renderForm('shelter');
    await user.type(field('Your Name'), '  Ann Lee ');
    await user.type(field('Company'), ' Happy Tails Rescue ');
    await user.type(field('Your Email'), ' ann@example.com ');
    await user.type(field('Number'), ' 555 0100 ');
    await user.type(field('Comments'), ' We place 40 dogs a month. ');
    // Trimmed as typed: leading spaces at once, the rest of a text when it is left.
    expect(field('Your Name')).toHaveValue('Ann Lee');
    expect(field('Your Email')).toHaveValue('ann@example.com');
    expect(field('Number')).toHaveValue('555 0100');
    expect(field('Comments')).toHaveValue('We place 40 dogs a month. ');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_FORM_MESSAGES.sent);
    expect(calls).toEqual([
      {
        object: {
          kind: 'shelter',
          name: 'Ann Lee',
          company: 'Happy Tails Rescue',
          email: 'ann@example.com',
          number: '555 0100',
          comments: 'We place 40 dogs a month.',
        },
      },
    ]);
    for (const label of ['Your Name', 'Company', 'Your Email', 'Number', 'Comments']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('sends the contact kind and leaves the optional fields empty when not given', async () => {
    const calls = recordRequests();
    const { field, send, user } = renderForm('contact');
    await user.type(field('Your Name'), 'Bo Diaz');
    await user.type(field('Company'), 'Diaz Family');
    await user.type(field('Your Email'), 'bo@example.org');
    await send();
    expect(await screen.findByText(CONTACT_FORM_MESSAGES.sent)).toBeVisible();
    expect(calls).toEqual([
      {
        object: {
          kind: 'contact',
          name: 'Bo Diaz',
          company: 'Diaz Family',
          email: 'bo@example.org',
          number: null,
          comments: null,
        },
      },
    ]);
  });

  it('reads Sending... and is disabled while the request is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.mutation<SubmitContactRequestMutation, SubmitContactRequestMutationVariables>(
        'SubmitContactRequest',
        async () => {
          await held;
          return HttpResponse.json({ data: { insert_contact_requests: { affected_rows: 1 } } });
        },
      ),
    );
    const { field, send, user } = renderForm();
    await user.type(field('Your Name'), 'Ann Lee');
    await user.type(field('Company'), 'Happy Tails Rescue');
    await user.type(field('Your Email'), 'ann@example.com');
    await send();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByText(CONTACT_FORM_MESSAGES.sent)).toBeVisible();
  });

  it('shows the generic error and keeps what was typed when storing fails', async () => {
    const calls = recordRequests('failed');
    const { field, send, user } = renderForm();
    await user.type(field('Your Name'), 'Ann Lee');
    await user.type(field('Company'), 'Happy Tails Rescue');
    await user.type(field('Your Email'), 'ann@example.com');
    await user.type(field('Comments'), 'Hello');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FORM_MESSAGES.failed);
    expect(calls).toHaveLength(1);
    expect(field('Your Name')).toHaveValue('Ann Lee');
    expect(field('Company')).toHaveValue('Happy Tails Rescue');
    expect(field('Your Email')).toHaveValue('ann@example.com');
    expect(field('Comments')).toHaveValue('Hello');
    expect(screen.queryByText(CONTACT_FORM_MESSAGES.sent)).not.toBeInTheDocument();
  });

  it('shows the generic error when the network fails', async () => {
    server.use(
      graphql.mutation<SubmitContactRequestMutation, SubmitContactRequestMutationVariables>(
        'SubmitContactRequest',
        () => HttpResponse.error(),
      ),
    );
    const { field, send, user } = renderForm();
    await user.type(field('Your Name'), 'Ann Lee');
    await user.type(field('Company'), 'Happy Tails Rescue');
    await user.type(field('Your Email'), 'ann@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FORM_MESSAGES.failed);
    expect(field('Your Name')).toHaveValue('Ann Lee');
  });

  it('keeps the comments within the limit the database enforces', () => {
    const { field } = renderForm();
    expect(field('Comments')).toHaveAttribute('maxlength', '5000');
    expect(field('Your Email')).toHaveAttribute('maxlength', '254');
  });
});
