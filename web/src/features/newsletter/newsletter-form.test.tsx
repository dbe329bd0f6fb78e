import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { NEWSLETTER_MESSAGES, NewsletterForm } from './newsletter-form';
import type {
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables,
} from '../../generated/graphql';

describe('the newsletter box', () => {
  it('stores a valid address and says so', async () => {
    const stored: unknown[] = [];
    server.use(
      graphql.mutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(
        'SubscribeNewsletter',
        ({ variables }) => {
          stored.push(variables);
          return HttpResponse.json({
            data: { insert_newsletter_subscriptions: { affected_rows: 1 } },
          });
        },
      ),
    );
    const { user } = renderWithApp(<NewsletterForm />);
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(NEWSLETTER_MESSAGES.subscribed('ann@example.com')),
    ).toBeVisible();
    expect(stored).toEqual([{ email: 'ann@example.com' }]);
  });

  it('refuses a bad address with a message and sends nothing', async () => {
    const { user } = renderWithApp(<NewsletterForm />);
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalid)).toBeVisible();
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('asks for an address when the box is empty', async () => {
    const { user } = renderWithApp(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.required)).toBeVisible();
  });

  it('thanks an address that is already on the list without revealing it', async () => {
    server.use(
      graphql.mutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(
        'SubscribeNewsletter',
        () =>
          HttpResponse.json({
            errors: [
              {
                message: 'Uniqueness violation.',
                extensions: { code: 'constraint-violation', path: '$.selectionSet' },
              },
            ],
          }),
      ),
    );
    const { user } = renderWithApp(<NewsletterForm />);
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(NEWSLETTER_MESSAGES.subscribed('ann@example.com')),
    ).toBeVisible();
  });

  it('shows the generic message when the data service fails', async () => {
    server.use(
      graphql.mutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(
        'SubscribeNewsletter',
        () => HttpResponse.error(),
      ),
    );
    const { user } = renderWithApp(<NewsletterForm />);
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Sorry! Something went wrong. Please try again later.'),
    ).toBeVisible();
  });
});
