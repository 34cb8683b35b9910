import type { Lab, University } from '@reagentswap/contracts';
import type { LabRecord, UniversityRecord } from '../infrastructure/institutions.entities.js';

export type UniversityView = University;
export type LabView = Lab;

export const toUniversityView = (u: UniversityRecord): UniversityView => ({
  id: u.id,
  name: u.name,
  address: u.address ?? null,
  city: u.city,
  postcode: u.postcode ?? null,
  country: u.country ?? null,
});

export const toLabView = (l: LabRecord): LabView => ({ id: l.id, name: l.name, universityId: l.universityId });
