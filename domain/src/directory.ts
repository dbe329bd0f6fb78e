/**
 * The directory lists: vet specialties (codes 1000-1040) and service categories (1000-1007), stored
 * as code arrays on vendor listings (`specialization`, `categories`) and on vendors. The code
 * ranges are fixed; the labels are Petwell's own choice: real veterinary specialties and services,
 * chosen so the demo listings read right (1006 is the board-certified dentist's, 1003 the emergency
 * specialist's, 1020 the equine vet's).
 */
export const SPECIALTIES: Readonly<Record<number, string>> = {
  1000: 'General Practice',
  1001: 'Anesthesia and Analgesia',
  1002: 'Internal Medicine',
  1003: 'Emergency and Critical Care',
  1004: 'Preventive Medicine',
  1005: 'Dermatology',
  1006: 'Dentistry',
  1007: 'Cardiology',
  1008: 'Behavioral Medicine',
  1009: 'Oncology',
  1010: 'Diagnostic Imaging',
  1011: 'Neurology',
  1012: 'Soft Tissue Surgery',
  1013: 'Orthopedic Surgery',
  1014: 'Ophthalmology',
  1015: 'Nutrition',
  1016: 'Sports Medicine and Rehabilitation',
  1017: 'Clinical Pathology',
  1018: 'Anatomic Pathology',
  1019: 'Clinical Pharmacology',
  1020: 'Equine Medicine',
  1021: 'Equine Surgery',
  1022: 'Food Animal Medicine',
  1023: 'Exotic Companion Mammals',
  1024: 'Avian Medicine',
  1025: 'Reptile and Amphibian Medicine',
  1026: 'Zoological Medicine',
  1027: 'Feline Medicine',
  1028: 'Canine and Feline Practice',
  1029: 'Shelter Medicine',
  1030: 'Theriogenology',
  1031: 'Toxicology',
  1032: 'Microbiology',
  1033: 'Parasitology',
  1034: 'Laboratory Animal Medicine',
  1035: 'Veterinary Public Health',
  1036: 'Poultry Medicine',
  1037: 'Aquatic Animal Medicine',
  1038: 'Integrative Medicine and Acupuncture',
  1039: 'Hospice and Palliative Care',
  1040: 'Other Specialty',
};

/** Service categories (codes 1000-1007), shown as badges on the clinic vet list. */
export const SERVICE_CATEGORIES: Readonly<Record<number, string>> = {
  1000: 'Wellness and Prevention',
  1001: 'Vaccinations',
  1002: 'Video Consultations',
  1003: 'Chat Consultations',
  1004: 'Urgent Care',
  1005: 'Mobile and House Calls',
  1006: 'Dental Care',
  1007: 'Surgery',
};

/** A specialty code's label, or undefined for a code outside the list. */
export function specialtyLabel(code: number): string | undefined {
  return SPECIALTIES[code];
}

/** A service category code's label, or undefined for a code outside the list. */
export function serviceCategoryLabel(code: number): string | undefined {
  return SERVICE_CATEGORIES[code];
}

/** The labels of a stored code list (jsonb, so anything), skipping unknown codes. */
export function directoryLabels(list: Readonly<Record<number, string>>, codes: unknown): string[] {
  if (!Array.isArray(codes)) return [];
  return codes.flatMap((code) =>
    typeof code === 'number' && list[code] !== undefined ? [list[code]] : [],
  );
}

/**
 * The specialty codes whose label contains the text (trimmed, case-insensitive), for a search
 * box that finds "derm" in Dermatology; none for an empty text.
 */
export function specialtiesMatching(text: string): number[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return Object.entries(SPECIALTIES)
    .filter(([, label]) => label.toLowerCase().includes(needle))
    .map(([code]) => Number(code));
}
