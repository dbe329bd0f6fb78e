import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  MyPlanQuery,
  MyPlanQueryVariables,
  MyProfileQuery,
  MyProfileQueryVariables,
  PresignFileMutation,
  PresignFileMutationVariables,
  UpdateAvatarMutation,
  UpdateAvatarMutationVariables,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
} from '../../generated/graphql';
import type {
  MyNotificationsQuery,
  MyNotificationsQueryVariables,
  UpdateNotificationsMutation,
  UpdateNotificationsMutationVariables,
} from '../../generated/notifications';
import { getUser } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { MyProfilePage } from './pages/my-profile-page';
import { answer, field } from './test-helpers';

type ProfileRow = NonNullable<MyProfileQuery['users_by_pk']>;

const EMMA: ProfileRow = {
  id: 7,
  first_name: 'Emma',
  last_name: 'Thompson',
  email: 'emma.thompson@example.com',
  phone: '5550101234',
  pic: null,
};

const AVATAR_URL = `${ORIGIN}/files/public/user_avatar/user-7/0f8fad5b-d9cb-469f-a165-70867728950e/avatar.png`;

const tokenOf = (row: ProfileRow) =>
  fakeToken({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    pic: row.pic,
  });

/**
 * The owner's row behind the GraphQL handlers and the refresh path, which re-issues the token
 * from the row as it is now (as functions/src/actions/refresh-token.ts does); records each call.
 */
function profileBackend(initial: ProfileRow = EMMA) {
  let row = { ...initial };
  let choices = { notify_email: true, notify_sms: true, reminders_enabled: true };
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  server.use(
    graphql.query<WithTypename<MyNotificationsQuery>, MyNotificationsQueryVariables>(
      'MyNotifications',
      ({ variables }) => {
        calls.push({ op: 'MyNotifications', variables });
        return HttpResponse.json({
          data: { users_by_pk: { __typename: 'users', id: row.id, ...choices } },
        });
      },
    ),
    graphql.mutation<
      WithTypename<UpdateNotificationsMutation>,
      UpdateNotificationsMutationVariables
    >('UpdateNotifications', ({ variables }) => {
      calls.push({ op: 'UpdateNotifications', variables });
      const { id, ...rest } = variables;
      choices = rest;
      return HttpResponse.json({
        data: { update_users_by_pk: { __typename: 'users', id, ...choices } },
      });
    }),
    // The plan section has its own tests (plan-summary.test.tsx): here the owner has none.
    graphql.query<MyPlanQuery, MyPlanQueryVariables>('MyPlan', () =>
      HttpResponse.json({ data: { my_plan: null } }),
    ),
    graphql.query<WithTypename<MyProfileQuery>, MyProfileQueryVariables>(
      'MyProfile',
      ({ variables }) => {
        calls.push({ op: 'MyProfile', variables });
        return HttpResponse.json({ data: { users_by_pk: { __typename: 'users', ...row } } });
      },
    ),
    graphql.mutation<WithTypename<UpdateProfileMutation>, UpdateProfileMutationVariables>(
      'UpdateProfile',
      ({ variables }) => {
        calls.push({ op: 'UpdateProfile', variables });
        row = { ...row, first_name: variables.first_name, last_name: variables.last_name };
        const { id, first_name, last_name } = row;
        return HttpResponse.json({
          data: { update_users_by_pk: { __typename: 'users', id, first_name, last_name } },
        });
      },
    ),
    graphql.mutation<WithTypename<UpdateAvatarMutation>, UpdateAvatarMutationVariables>(
      'UpdateAvatar',
      ({ variables }) => {
        calls.push({ op: 'UpdateAvatar', variables });
        row = { ...row, pic: variables.pic ?? null };
        return HttpResponse.json({
          data: { update_users_by_pk: { __typename: 'users', id: row.id, pic: row.pic } },
        });
      },
    ),
    graphql.mutation<PresignFileMutation, PresignFileMutationVariables>(
      'PresignFile',
      ({ variables }) => {
        calls.push({ op: 'PresignFile', variables });
        return HttpResponse.json({
          data: {
            presign_file: { fileUrl: AVATAR_URL, uploadUrl: `${ORIGIN}/files/upload/41?sig=x` },
          },
        });
      },
    ),
    http.put(`${ORIGIN}/files/upload/41`, async ({ request }) => {
      calls.push({
        op: 'PUT',
        variables: {
          type: request.headers.get('content-type'),
          body: await request.text(),
        },
      });
      return new HttpResponse(null, { status: 200 });
    }),
    http.post('/api/account/refresh_token', () => {
      calls.push({ op: 'refresh', variables: {} });
      return HttpResponse.json({ token: tokenOf(row) });
    }),
  );
  return calls;
}

const ops = (calls: { op: string }[]) => calls.map((call) => call.op);

/** happy-dom draws nothing: a 300×200 picture and a canvas whose PNG names its size. */
beforeEach(() => {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 300, height: 200, close: () => undefined })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        clearRect: () => undefined,
        fillRect: () => undefined,
        drawImage: () => undefined,
      }) as unknown as ImageBitmapRenderingContext & CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
  ) {
    callback(new Blob([`${String(this.width)}x${String(this.height)}`], { type: 'image/png' }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (row: ProfileRow = EMMA) =>
  renderWithApp(<MyProfilePage />, { token: tokenOf(row), path: '/app/my-profile' });

describe('My Profile (/app/my-profile)', () => {
  it('shows the names to edit, and the e-mail and mobile read-only', async () => {
    const calls = profileBackend();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Emma');
    expect(field('First name')).toBeRequired();
    expect(field('Last name')).toHaveValue('Thompson');
    expect(field('Email')).toHaveValue('emma.thompson@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Mobile')).toHaveValue('5550101234');
    expect(field('Mobile')).toHaveAttribute('readonly');
    expect(field('Mobile')).toHaveAccessibleDescription(
      'To change your e-mail or mobile number, please contact support.',
    );
    expect(calls[0]).toEqual({ op: 'MyProfile', variables: { id: 7 } });
    expect(document.title).toBe('My Profile | Petwell');
  });

  it('needs both names and says which is missing, sending nothing', async () => {
    const calls = profileBackend();
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Th0mpson');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(
      screen.getByText('Use letters only, with a space, hyphen or apostrophe between words.'),
    ).toBeVisible();
    expect(field('First name')).toHaveFocus();
    expect(ops(calls)).not.toContain('UpdateProfile');
  });

  it('saves the names and renews the session, so the token carries them at once', async () => {
    const calls = profileBackend();
    const { user } = renderPage();
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, ' Emmy ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Updated successfully!')).toBeVisible();
    expect(calls.find((call) => call.op === 'UpdateProfile')).toEqual({
      op: 'UpdateProfile',
      variables: { id: 7, first_name: 'Emmy', last_name: 'Thompson' },
    });
    // The header reads the names from the token (app/layouts/site-header.test.tsx).
    expect(ops(calls)).toContain('refresh');
    expect(getUser()).toMatchObject({ id: 7, first_name: 'Emmy', last_name: 'Thompson' });
    expect(first).toHaveValue('Emmy');
  });

  it('says the change is saved but the menu shows it only after logging in again when the session is not renewed', async () => {
    const calls = profileBackend();
    server.use(
      http.post('/api/account/refresh_token', () =>
        HttpResponse.json({ message: 'session ended', code: 'invalid-jwt' }, { status: 401 }),
      ),
    );
    const { user } = renderPage();
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Emmy');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Updated successfully! Log in again to see the change in the menu.'),
    ).toBeVisible();
    expect(ops(calls)).toContain('UpdateProfile');
  });

  it("shows 'Error!' and the spec's message when the names cannot be saved", async () => {
    profileBackend();
    server.use(
      graphql.mutation<UpdateProfileMutation, UpdateProfileMutationVariables>('UpdateProfile', () =>
        HttpResponse.json({
          errors: [{ message: 'check violation', extensions: { code: 'constraint-violation' } }],
        }),
      ),
    );
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/^Last name/), 'son');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Sorry! Something went wrong. Please try again later.');
    expect(screen.queryByText('Updated successfully!')).toBeNull();
  });

  it('shows loading, then the error message when the profile cannot be loaded', async () => {
    server.use(
      graphql.query<MyProfileQuery, MyProfileQueryVariables>('MyProfile', () =>
        HttpResponse.error(),
      ),
    );
    renderPage();
    expect(screen.getByText('loading...')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry! Something went wrong. Please try again later.',
    );
  });
});

describe('the profile picture', () => {
  const photo = () => new File(['a photo'], 'me.jpg', { type: 'image/jpeg' });

  it('is placed with the scale slider (0.1 to 2, default 1), uploaded as a 150×150 PNG and shown', async () => {
    const calls = profileBackend();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Profile picture' })).toBeVisible();
    await user.upload(screen.getByLabelText('Choose a picture'), photo());
    const slider = await screen.findByRole('slider', { name: 'Scale' });
    expect(slider).toHaveAttribute('min', '0.1');
    expect(slider).toHaveAttribute('max', '2');
    expect(slider).toHaveValue('1');
    fireEvent.change(slider, { target: { value: '1.5' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your picture is saved.')).toBeVisible();
    expect(
      calls.filter((call) => call.op !== 'MyProfile' && call.op !== 'MyNotifications'),
    ).toEqual([
      {
        op: 'PresignFile',
        variables: {
          accessType: 'public',
          serviceType: 'user_avatar',
          fileName: 'avatar.png',
          fileType: 'image/png',
          fileSize: 7,
        },
      },
      { op: 'PUT', variables: { type: 'image/png', body: '150x150' } },
      { op: 'UpdateAvatar', variables: { id: 7, pic: AVATAR_URL } },
      { op: 'refresh', variables: {} },
    ]);
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      AVATAR_URL,
    );
    expect(getUser()?.pic).toBe(AVATAR_URL);
  });

  it('says why when the upload fails, and keeps the editor open', async () => {
    const calls = profileBackend();
    server.use(
      http.put(`${ORIGIN}/files/upload/41`, () =>
        HttpResponse.json({ message: 'The upload link has expired.' }, { status: 403 }),
      ),
    );
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('Choose a picture'), photo());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The upload link has expired.')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Scale' })).toBeVisible();
    expect(ops(calls)).not.toContain('UpdateAvatar');
  });

  it('is removed with Remove picture', async () => {
    const calls = profileBackend({ ...EMMA, pic: AVATAR_URL });
    const { user } = renderPage({ ...EMMA, pic: AVATAR_URL });
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Your picture is removed.')).toBeVisible();
    expect(calls.find((call) => call.op === 'UpdateAvatar')).toEqual({
      op: 'UpdateAvatar',
      variables: { id: 7, pic: null },
    });
    await waitFor(() => {
      expect(screen.queryByRole('img', { name: 'Your profile picture' })).toBeNull();
    });
  });
});

describe('change password on the profile', () => {
  it('changes the password and keeps the owner signed in with a new session', async () => {
    profileBackend();
    const changed = answer('/api/account/change_password', () =>
      HttpResponse.json({ message: 'Your password has been reset successfully!' }),
    );
    const renewed = fakeToken({ id: 7, email: EMMA.email, first_name: 'Emma' });
    const loggedIn = answer('/api/account/login', () => HttpResponse.json({ token: renewed }));
    const { user } = renderPage();
    const section = within(
      await screen.findByRole('region', { name: 'Change password' }, { timeout: 5000 }),
    );
    // The e-mail is the account's: the page shows it once, in the details above.
    expect(section.queryByLabelText(/^Email/)).toBeNull();
    await user.type(section.getByLabelText(/^Current password/), 'petwell-demo');
    await user.type(section.getByLabelText(/^New password/), 'a-new-password');
    await user.type(section.getByLabelText(/^Confirm password/), 'a-new-password');
    await user.click(section.getByRole('button', { name: 'Submit' }));
    expect(await section.findByText('Your password has been reset successfully!')).toBeVisible();
    expect(changed).toEqual([
      {
        email: 'emma.thompson@example.com',
        role: 'user',
        currentPassword: 'petwell-demo',
        newPassword: 'a-new-password',
      },
    ]);
    expect(loggedIn).toEqual([
      { email: 'emma.thompson@example.com', password: 'a-new-password', role: 'user' },
    ]);
    expect(section.queryByRole('link', { name: /Log in/ })).toBeNull();
    expect(getUser()).toMatchObject({ id: 7, email: EMMA.email });
  });

  describe('Notifications', () => {
    const section = async () =>
      within(await screen.findByRole('region', { name: 'Notifications' }));

    it('shows the owner’s reminder choices, on by default', async () => {
      const calls = profileBackend();
      renderPage();
      const notifications = await section();
      expect(await notifications.findByLabelText('Send me reminders')).toBeChecked();
      expect(notifications.getByLabelText('By e-mail')).toBeChecked();
      expect(notifications.getByLabelText('By SMS')).toBeChecked();
      expect(notifications.getByLabelText('Send me reminders')).toHaveAccessibleDescription(
        /Booking confirmations and cancellations are always sent by e-mail\./,
      );
      expect(calls).toContainEqual({ op: 'MyNotifications', variables: { id: 7 } });
    });

    it('saves e-mail only, and says it is saved', async () => {
      const calls = profileBackend();
      const { user } = renderPage();
      const notifications = await section();
      await user.click(await notifications.findByLabelText('By SMS'));
      await user.click(notifications.getByRole('button', { name: 'Save notifications' }));
      expect(await notifications.findByText('Updated successfully!')).toBeVisible();
      expect(calls.find((call) => call.op === 'UpdateNotifications')).toEqual({
        op: 'UpdateNotifications',
        variables: { id: 7, notify_email: true, notify_sms: false, reminders_enabled: true },
      });
    });

    it('turns reminders off, which disables the channels', async () => {
      const calls = profileBackend();
      const { user } = renderPage();
      const notifications = await section();
      await user.click(await notifications.findByLabelText('Send me reminders'));
      expect(notifications.getByLabelText('By e-mail')).toBeDisabled();
      await user.click(notifications.getByRole('button', { name: 'Save notifications' }));
      expect(await notifications.findByText('Updated successfully!')).toBeVisible();
      expect(calls.find((call) => call.op === 'UpdateNotifications')?.variables).toMatchObject({
        reminders_enabled: false,
      });
    });

    it('refuses reminders by neither e-mail nor SMS, sending nothing', async () => {
      const calls = profileBackend();
      const { user } = renderPage();
      const notifications = await section();
      await user.click(await notifications.findByLabelText('By SMS'));
      await user.click(notifications.getByLabelText('By e-mail'));
      await user.click(notifications.getByRole('button', { name: 'Save notifications' }));
      expect(
        await notifications.findByText('Choose e-mail, SMS or both, or turn reminders off.'),
      ).toBeVisible();
      expect(ops(calls)).not.toContain('UpdateNotifications');
    });

    it('says so when the choices cannot be saved', async () => {
      profileBackend();
      server.use(
        graphql.mutation('UpdateNotifications', () =>
          HttpResponse.json({ errors: [{ message: 'database query error' }] }),
        ),
      );
      const { user } = renderPage();
      const notifications = await section();
      await user.click(await notifications.findByLabelText('By SMS'));
      await user.click(notifications.getByRole('button', { name: 'Save notifications' }));
      expect(await notifications.findByRole('alert')).toHaveTextContent(/\S/);
      expect(notifications.queryByText('Updated successfully!')).toBeNull();
    });
  });
});
