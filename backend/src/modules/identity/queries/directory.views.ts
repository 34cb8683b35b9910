import type { LabRecord, UniversityRecord } from '../infrastructure/identity.entities.js';

export interface UniversityView {
  id: string;
  name: string;
  address: string | null;
  city: string;
  postcode: string | null;
  country: string | null;
}

export interface LabView {
  id: string;
  name: string;
  universityId: string;
}

export const toUniversityView = (u: UniversityRecord): UniversityView => ({
  id: u.id,
  name: u.name,
  address: u.address ?? null,
  city: u.city,
  postcode: u.postcode ?? null,
  country: u.country ?? null,
});

export const toLabView = (l: LabRecord): LabView => ({ id: l.id, name: l.name, universityId: l.universityId });
