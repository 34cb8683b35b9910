// The institutions module's public surface: other modules and the composition root import only this.
//
// Published views (its SQL surface; other modules read its data through these, never its tables):
// institutions.university_directory, institutions.lab_directory
//   university_directory: every university: id, name, address, city, postcode, country
//   lab_directory: every lab: id, name, university_id
export { InstitutionsModule } from './institutions.module.js';
export { institutionsEntities } from './infrastructure/institutions.entities.js';
export { EnsureLabCommand, type LabSpec } from './commands/ensure-lab/ensure-lab.command.js';
export { UniversityExistsQuery } from './queries/university-exists/university-exists.query.js';
export { LabExistsQuery } from './queries/lab-exists/lab-exists.query.js';
