import { planYearEnd, planYearStart } from '@petwell/domain';
import { PROFILE_TEXT } from './profile-messages';

export interface ProfilePlan {
  name: string;
  kind: string;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The owner's plan (users.signup_plan_id and plan_started_at): active from its start, renewing
 * every year on that date; chosen at sign-up but not started (not paid) yet; or none.
 */
export function PlanSummary({
  plan,
  startedAt,
  now = new Date(),
}: {
  plan: ProfilePlan | null | undefined;
  startedAt: string | null | undefined;
  now?: Date;
}) {
  let text: string = PROFILE_TEXT.payAsYouGo;
  if (plan?.kind === 'plan') {
    const started = startedAt ? new Date(startedAt) : null;
    text =
      started && started.getTime() <= now.getTime()
        ? `${plan.name} plan, active. It renews on ${day.format(planYearEnd(planYearStart(started, now)))}.`
        : `${plan.name} plan, chosen at sign-up: not active yet.`;
  }
  return (
    <section className="profile-section" aria-labelledby="profile-plan">
      <h2 id="profile-plan">{PROFILE_TEXT.planHeading}</h2>
      <p className="profile-plan">{text}</p>
    </section>
  );
}
