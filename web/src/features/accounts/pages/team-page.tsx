import { useId, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { type TeamMembersQuery, useTeamMembersQuery } from '../../../generated/practice';
import { ApiError, postJson } from '../../../lib/api';
import { useAuthUser } from '../../../lib/auth';
import { TeamMemberForm } from '../team-member-form';
import { TEAM_TEXT } from '../team-text';
import '../accounts.css';

type Member = TeamMembersQuery['vendor_logins'][number];

type Editing = { kind: 'add' } | { kind: 'edit'; member: Member } | null;

const fullName = (member: Pick<Member, 'first_name' | 'last_name'>) =>
  `${member.first_name} ${member.last_name}`;

/**
 * /app/settings/users, the root admin's Team: the practice's staff, newest first, without the
 * signed-in root admin; add, edit and delete them. Deleting a member who manages listings asks
 * who takes them over (the server refuses it otherwise).
 */
export function TeamPage() {
  const user = useAuthUser();
  const [{ data, fetching, error }, refetch] = useTeamMembersQuery({
    variables: { me: user?.id ?? 0 },
    pause: !user,
    requestPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const members = data?.vendor_logins;

  function done(text: string) {
    setEditing(null);
    setNotice({ tone: 'success', text });
    refetch({ requestPolicy: 'network-only' });
  }

  let list;
  if (fetching && !data) list = <Loading />;
  else if (!members) list = <Alert tone="error">{TEAM_TEXT.failed}</Alert>;
  else if (members.length === 0) list = <p className="team-empty">{TEAM_TEXT.empty}</p>;
  else {
    list = (
      <ul className="team-list">
        {members.map((member) => (
          <li key={member.id} className="team-member card">
            {editing?.kind === 'edit' && editing.member.id === member.id ? (
              <section aria-label={TEAM_TEXT.editHeading(fullName(member))}>
                <h2 className="team-form-heading">{TEAM_TEXT.editHeading(fullName(member))}</h2>
                <TeamMemberForm
                  member={member}
                  onSaved={() => {
                    done(TEAM_TEXT.saved);
                  }}
                  onCancel={() => {
                    setEditing(null);
                  }}
                />
              </section>
            ) : (
              <MemberRow
                member={member}
                team={members}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ kind: 'edit', member });
                }}
                onDeleted={() => {
                  done(TEAM_TEXT.deleted);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="team-screen">
      <PageTitle title={TEAM_TEXT.title} />
      <div className="team-header">
        <h1>{TEAM_TEXT.title}</h1>
        {editing?.kind === 'add' ? null : (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'add' });
            }}
          >
            {TEAM_TEXT.add}
          </Button>
        )}
      </div>
      <div role="status">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
      {error && data ? <Alert tone="error">{TEAM_TEXT.failed}</Alert> : null}
      {editing?.kind === 'add' ? (
        <section className="card team-add" aria-labelledby="team-add">
          <h2 id="team-add" className="team-form-heading">
            {TEAM_TEXT.addHeading}
          </h2>
          <TeamMemberForm
            onSaved={(email) => {
              done(TEAM_TEXT.added(email));
            }}
            onCancel={() => {
              setEditing(null);
            }}
          />
        </section>
      ) : null}
      {list}
    </section>
  );
}

interface MemberRowProps {
  member: Member;
  team: readonly Member[];
  onEdit: () => void;
  onDeleted: () => void;
}

/** A member: names, contact, role and listings, Edit, and Delete with its question. */
function MemberRow({ member, team, onEdit, onDeleted }: MemberRowProps) {
  const ids = useId();
  const [asking, setAsking] = useState(false);
  const [successor, setSuccessor] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listings = member.managed_listings.length;
  const heirs = team.filter((other) => other.id !== member.id);

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      await postJson('/api/account/delete_team_member', {
        id: member.id,
        ...(successor ? { successor_id: Number(successor) } : {}),
      });
      onDeleted();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : TEAM_TEXT.saveFailed);
    }
    setBusy(false);
  }

  return (
    <>
      <div className="team-member-row">
        <div className="team-member-details">
          <p className="team-member-name">{fullName(member)}</p>
          <p className="team-member-contact">
            <span>{member.email}</span>
            {member.phone ? <span>{member.phone}</span> : null}
          </p>
          <p className="team-member-meta">
            <span>{TEAM_TEXT.roles[member.subrole] ?? ''}</span>
            {listings > 0 ? <span>{TEAM_TEXT.listings(listings)}</span> : null}
          </p>
        </div>
        <div className="team-member-actions">
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={`${TEAM_TEXT.edit} ${fullName(member)}`}
          >
            {TEAM_TEXT.edit}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(true);
            }}
            aria-label={`${TEAM_TEXT.delete} ${fullName(member)}`}
            aria-expanded={asking}
          >
            {TEAM_TEXT.delete}
          </Button>
        </div>
      </div>
      {asking ? (
        <div className="team-delete" role="group" aria-labelledby={`${ids}-question`}>
          <p id={`${ids}-question`} className="team-delete-question">
            {TEAM_TEXT.deleteQuestion(fullName(member))}
          </p>
          <p>{TEAM_TEXT.deleteDescription}</p>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {listings > 0 ? (
            <div className="field">
              <label className="field-label" htmlFor={`${ids}-successor`}>
                {TEAM_TEXT.successor} <span aria-hidden="true">*</span>
              </label>
              <select
                id={`${ids}-successor`}
                className="field-input"
                required
                value={successor}
                onChange={(event) => {
                  setSuccessor(event.target.value);
                }}
              >
                <option value="">{TEAM_TEXT.successorPlaceholder}</option>
                {heirs.map((heir) => (
                  <option key={heir.id} value={heir.id}>
                    {fullName(heir)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="team-form-actions">
            <Button disabled={busy} onClick={() => void remove()}>
              {TEAM_TEXT.delete}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                setProblem(null);
              }}
            >
              {TEAM_TEXT.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
