import { petTypeLabel } from '@petwell/domain';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { useAuthUser } from '../../lib/auth';
import { usePreloadWhenIdle } from '../../lib/use-lazy-module';
import { PET_TEXT } from './pet-messages';
import type { PetSummary } from './pet-summary';
import { useMyPets } from './use-my-pets';
import './pets.css';

export type { PetSummary } from './pet-summary';

export interface PetPickerProps {
  /** The chosen pet's id. */
  value: number | undefined;
  onChange: (pet: PetSummary) => void;
  /** The group's accessible name. */
  label?: string | undefined;
  /**
   * A pet to choose while none is chosen (a booking link's pet), once the list shows it: an id
   * that is not among the owner's pets chooses nothing.
   */
  preselect?: number | undefined;
}

const loadPetDialog = () => import('./pet-dialog');
/**
 * The pet pop-up (a Radix dialog, its form and the pet's rules), loaded apart from the picker: it
 * shows only when a pet is added or edited, and loads when the browser is idle.
 */
const PetDialog = lazy(() => loadPetDialog().then((m) => ({ default: m.PetDialog })));
function preloadPetDialog() {
  loadPetDialog().catch(() => undefined);
}

/** The owner's pets screen. */
const MY_PETS_PATH = '/app/my-pets';

/**
 * The pet picker grid: the signed-in owner's pets (status not 0) as cards
 * with name and type, one chosen at a time (a radio group: arrow keys move and choose), each
 * with an Edit button, and an 'Add Pet' card opening the pet pop-up. A pet just added is chosen.
 * Without pets it says 'You have not added any pets!' with a link to /app/my-pets.
 */
export function PetPicker({ value, onChange, label = 'Choose a pet', preselect }: PetPickerProps) {
  const user = useAuthUser();
  const { pets, loading, failed } = useMyPets(user);
  const preselected =
    value === undefined && pets.some((p) => p.id === preselect) ? preselect : undefined;
  const choose = useEffectEvent((id: number) => {
    const pet = pets.find((p) => p.id === id);
    if (pet) onChange(pet);
  });
  useEffect(() => {
    if (preselected !== undefined) choose(preselected);
  }, [preselected]);
  // `used`: the pop-up has been opened; it stays rendered so that it closes as it should.
  const [dialog, setDialog] = useState<{
    open: boolean;
    used: boolean;
    pet?: PetSummary | undefined;
  }>({ open: false, used: false });
  usePreloadWhenIdle(preloadPetDialog);
  const groupRef = useRef<HTMLDivElement>(null);

  if (!user) return <Alert tone="info">{PET_TEXT.signedOut}</Alert>;

  const tabStop = pets.find((p) => p.id === value)?.id ?? pets[0]?.id;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined || pets.length === 0) return;
    event.preventDefault();
    const next = pets[(index + step + pets.length) % pets.length];
    if (!next) return;
    onChange(next);
    groupRef.current
      ?.querySelector<HTMLButtonElement>(`[data-pet-id="${String(next.id)}"]`)
      ?.focus();
  }

  let body;
  if (loading) body = <Loading />;
  else if (failed) body = <Alert tone="error">{PET_TEXT.failed}</Alert>;
  else if (pets.length === 0)
    body = (
      <p className="pet-empty">
        {PET_TEXT.empty} <Link to={MY_PETS_PATH}>{PET_TEXT.goToMyPets}</Link>
      </p>
    );
  else body = null;

  return (
    <div className="pet-picker">
      {body}
      <div className="pet-grid">
        {pets.length > 0 ? (
          <div className="pet-cards" role="radiogroup" aria-label={label} ref={groupRef}>
            {pets.map((pet, index) => (
              <div key={pet.id} className="pet-card-cell">
                <button
                  type="button"
                  role="radio"
                  className="pet-card"
                  data-pet-id={pet.id}
                  aria-checked={pet.id === value}
                  tabIndex={pet.id === tabStop ? 0 : -1}
                  onClick={() => {
                    onChange(pet);
                  }}
                  onKeyDown={(event) => {
                    onKeyDown(event, index);
                  }}
                >
                  <span className="pet-card-name">{pet.name}</span>
                  <span className="pet-card-type">
                    {petTypeLabel(pet.type)}
                    {pet.breed ? ` · ${pet.breed}` : ''}
                  </span>
                </button>
                <button
                  type="button"
                  className="button-link pet-card-edit"
                  aria-label={`Edit ${pet.name}`}
                  onClick={() => {
                    setDialog({ open: true, used: true, pet });
                  }}
                >
                  Edit
                </button>
              </div>
            ))}
          </div>
        ) : null}
        <button
          type="button"
          className="pet-card pet-card-add"
          onClick={() => {
            setDialog({ open: true, used: true });
          }}
        >
          <span aria-hidden="true" className="pet-card-plus">
            +
          </span>
          <span className="pet-card-name">{PET_TEXT.addTitle}</span>
        </button>
      </div>
      {dialog.used ? (
        <Suspense fallback={null}>
          <PetDialog
            pet={dialog.pet}
            open={dialog.open}
            onOpenChange={(open) => {
              setDialog((current) => ({ ...current, open }));
            }}
            onSaved={(pet) => {
              onChange(pet);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
