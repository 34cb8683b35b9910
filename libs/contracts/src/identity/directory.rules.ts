import type { FieldProblem } from '../shared/problem.js';

/** The 'Add New University' and 'Add New Lab' dialogs (spec §4), messages verbatim. */
export const DIRECTORY_MESSAGES = {
  universityNameRequired: 'University name is required',
  cityRequired: 'City is required',
  universityExists: 'A university with this name already exists',
  labNameRequired: 'Lab name is required',
  selectUniversityFirst: 'Please select a university first',
  labExists: 'This lab already exists at that university',
} as const;

/** A new university's problems in the dialog's order: name, then city. */
export function newUniversityProblems(input: { name?: string; city?: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.name?.trim()) problems.push({ field: 'name', message: DIRECTORY_MESSAGES.universityNameRequired });
  if (!input.city?.trim()) problems.push({ field: 'city', message: DIRECTORY_MESSAGES.cityRequired });
  return problems;
}

/** A new lab's problems: its name, then the university it belongs to (the server also checks that it exists). */
export function newLabProblems(input: { name?: string; universityId?: string | null }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.name?.trim()) problems.push({ field: 'name', message: DIRECTORY_MESSAGES.labNameRequired });
  if (!input.universityId) problems.push({ field: 'universityId', message: DIRECTORY_MESSAGES.selectUniversityFirst });
  return problems;
}
