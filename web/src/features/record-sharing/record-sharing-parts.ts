import type { ComponentType } from 'react';

/**
 * What the sharing screen needs from the pets feature: the owner's pet picker (with its 'Add
 * Pet' card). Features never import each other, so the route hands it in
 * (app/routes/record-sharing-route.tsx); this is the shape the screen uses.
 */
export interface SharingPet {
  id: number;
  name: string;
}

export interface SharingPetPickerProps {
  value: number | undefined;
  onChange: (pet: SharingPet) => void;
  label?: string;
}

export type SharingPetPicker = ComponentType<SharingPetPickerProps>;
