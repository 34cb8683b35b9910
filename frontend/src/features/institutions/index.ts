// The institutions feature's public surface: the university/lab/country pickers that registration
// and the profile use, and how their values reach the API.
export { CountrySelect } from './components/CountrySelect';
export { LabPicker, UniversityPicker } from './components/InstitutionPickers';
export { withUniversity } from './institutionsApi';
