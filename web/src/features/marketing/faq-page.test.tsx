import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '../../config/config';
import { renderWithApp } from '../../test/render';
import { FAQ_SECTIONS } from './faq-data';
import { FaqPage } from './pages/faq-page';

describe('the FAQ page', () => {
  it('has the five sections of the spec, in order', () => {
    renderWithApp(<FaqPage />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Pet Health Records',
      'e-Consultation',
      'Peer-to-Peer Consult',
      'General Questions',
      'Account Issues',
      'Still have a question?',
    ]);
  });

  it('puts every question in an h3 heading', () => {
    renderWithApp(<FaqPage />);
    const questions = FAQ_SECTIONS.flatMap((section) => section.items);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(questions.length);
  });

  it('keeps an answer hidden until its question is opened with the keyboard', async () => {
    const { user } = renderWithApp(<FaqPage />);
    const answer = 'A peer-to-peer consult costs $95 per case.';
    const trigger = screen.getByRole('button', {
      name: 'How much does a peer-to-peer consult cost?',
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(answer)).not.toBeInTheDocument();

    trigger.focus();
    await user.keyboard('{Enter}');

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(answer)).toBeVisible();

    await user.keyboard('{Enter}');
    expect(screen.queryByText(answer)).not.toBeInTheDocument();
  });

  it("moves between a section's questions with the arrow keys, Home and End", async () => {
    const { user } = renderWithApp(<FaqPage />);
    const section = FAQ_SECTIONS[0];
    const questions = (section?.items ?? []).map((item) =>
      screen.getByRole('button', { name: item.question }),
    );
    expect(questions.length).toBeGreaterThan(2);
    questions[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(questions[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(questions.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(questions.at(-1)).toHaveFocus();
  });

  it('answers with the documented service timings', async () => {
    const { user } = renderWithApp(<FaqPage />);
    await user.click(screen.getByRole('button', { name: 'How quickly will the report arrive?' }));
    expect(
      screen.getByText(
        'The report arrives within 48 hours. If information is missing and we need to ask for it, it can take up to five days.',
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: 'How much does an e-consultation cost and how long does it last?',
      }),
    );
    expect(screen.getByText(/costs \$25 per use and lasts about 10 to 15 minutes/)).toBeVisible();
  });

  it('shows the toll-free support number as a phone link', () => {
    renderWithApp(<FaqPage />);
    expect(screen.getByRole('link', { name: config.supportPhone })).toHaveAttribute(
      'href',
      `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`,
    );
  });
});
