import { TEAM_MESSAGES } from '@petwell/domain';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TeamMembersQuery, TeamMembersQueryVariables } from '../generated/practice';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../generated/shell';
import { mainRoutes } from './router';
import { fakeToken, renderRoutes } from '../test/render';
import { server } from '../test/server';
import type { WithTypename } from '../test/typename';
import { answer, apiError, field } from '../features/accounts/test-helpers';

type Member = TeamMembersQuery['vendor_logins'][number];

const PRIYA = fakeToken({ id: 10, role: 'vendor', subrole: 1, vendor_id: 2 });
const MARIA = fakeToken({ id: 12, role: 'vendor', subrole: 3, vendor_id: 2 });

const NEWEST: Member = {
  id: 14,
  first_name: 'Nora',
  last_name: 'Nurse',
  email: 'nora@happypaws.example.com',
  phone: '5550104000',
  subrole: 3,
  managed_listings: [],
};
const OLDER: Member = {
  id: 12,
  first_name: 'Maria',
  last_name: 'Gonzalez',
  email: 'maria.gonzalez@happypaws.example.com',
  phone: '5550102000',
  subrole: 3,
  managed_listings: [{ listing_id: 5 }, { listing_id: 6 }],
};

/** The practice's team behind the GraphQL handler (newest first, as the query orders it). */
function teamBackend(members: Member[] = [NEWEST, OLDER]) {
  const asked: TeamMembersQueryVariables[] = [];
  server.use(
    graphql.query<OwnPracticeQuery, OwnPracticeQueryVariables>('OwnPractice', ({ variables }) =>
      HttpResponse.json({ data: { vendors_by_pk: { id: variables.id, status: 'approved' } } }),
    ),
    graphql.query<WithTypename<TeamMembersQuery>, TeamMembersQueryVariables>(
      'TeamMembers',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            vendor_logins: members.map((member) => ({
              __typename: 'vendor_logins' as const,
              ...member,
              managed_listings: member.managed_listings.map((row) => ({
                __typename: 'listing_managers' as const,
                ...row,
              })),
            })),
          },
        });
      },
    ),
  );
  return asked;
}

const render = (path: string, token: string) => renderRoutes(mainRoutes('main'), { path, token });

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Settings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the practice's Team (/app/settings/users)", () => {
  it("is a root admin's Settings tab, listing the team newest first without themselves", async () => {
    const asked = teamBackend();
    render('/app/settings/users', PRIYA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(tabs()).toEqual(['Website', 'Domains', 'Team', 'My Profile']);
    await screen.findByText('Nora Nurse');
    const names = screen
      .getAllByText(/^(Nora Nurse|Maria Gonzalez)$/)
      .map((name) => name.textContent);
    expect(names).toEqual(['Nora Nurse', 'Maria Gonzalez']);
    expect(screen.getByText('2 listings')).toBeVisible();
    expect(asked).toEqual([{ me: 10 }]);
    expect(document.title).toBe('Team | Petwell');
  });

  it('is the 404 page for staff who are not root admins, whose tabs hold only their profile', async () => {
    teamBackend();
    const { router } = render('/app/settings/users', MARIA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('adds a member with the required fields, the password left for them to set', async () => {
    teamBackend([]);
    const sent = answer('/api/account/team_member', () => HttpResponse.json({ id: 20 }));
    const { user } = render('/app/settings/users', PRIYA);
    expect(await screen.findByText('No other team members yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(field('First name'), 'Nora');
    await user.type(field('Last name'), 'Nurse');
    await user.type(field('Email'), 'Nora@HappyPaws.example.com ');
    await user.type(field('Mobile'), '555 010 4000');
    expect(field('Password')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The team member is added. We sent nora@happypaws.example.com a link to set their password.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        first_name: 'Nora',
        last_name: 'Nurse',
        email: 'nora@happypaws.example.com',
        phone: '5550104000',
      },
    ]);
  });

  it("says the server's answer when the e-mail is taken", async () => {
    teamBackend([]);
    answer('/api/account/team_member', () =>
      apiError(409, 'duplicate-email', 'This email already exists in our System.', {
        email: 'This email already exists in our System.',
      }),
    );
    const { user } = render('/app/settings/users', PRIYA);
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    await user.type(field('First name'), 'Nora');
    await user.type(field('Last name'), 'Nurse');
    await user.type(field('Email'), 'taken@example.com');
    await user.type(field('Mobile'), '5550104000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText('This email already exists in our System.')).length,
    ).toBeGreaterThan(0);
  });

  it('edits a member, keeping the password when it stays empty', async () => {
    teamBackend();
    const sent = answer('/api/account/team_member', () => HttpResponse.json({ id: 14 }));
    const { user } = render('/app/settings/users', PRIYA);
    await user.click(await screen.findByRole('button', { name: 'Edit Nora Nurse' }));
    expect(field('First name')).toHaveValue('Nora');
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Nightingale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeVisible();
    expect(sent).toEqual([
      {
        id: 14,
        first_name: 'Nora',
        last_name: 'Nightingale',
        email: 'nora@happypaws.example.com',
        phone: '5550104000',
      },
    ]);
  });

  it('asks who takes over the listings of a member who manages some before deleting them', async () => {
    teamBackend();
    const sent = answer('/api/account/delete_team_member', () => HttpResponse.json({ id: 12 }));
    const { user } = render('/app/settings/users', PRIYA);
    await user.click(await screen.findByRole('button', { name: 'Delete Maria Gonzalez' }));
    const question = screen.getByRole('group', { name: 'Delete Maria Gonzalez?' });
    const successor = within(question).getByLabelText(/^Who takes over their listings\?/);
    expect(successor).toBeRequired();
    await user.selectOptions(successor, 'Nora Nurse');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEAM_MESSAGES.deleted)).toBeVisible();
    expect(sent).toEqual([{ id: 12, successor_id: 14 }]);
  });

  it("deletes a member without listings at once, and says the server's refusal", async () => {
    teamBackend();
    answer('/api/account/delete_team_member', () =>
      apiError(400, 'validation-failed', TEAM_MESSAGES.lastRootAdmin),
    );
    const { user } = render('/app/settings/users', PRIYA);
    await user.click(await screen.findByRole('button', { name: 'Delete Nora Nurse' }));
    const question = screen.getByRole('group', { name: 'Delete Nora Nurse?' });
    expect(within(question).queryByRole('combobox')).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await within(question).findByText(TEAM_MESSAGES.lastRootAdmin)).toBeVisible();
  });
});
