import { Alert, Input } from 'antd';
import type { FormEvent } from 'react';
import { getApiErrorInfo, serverFieldErrors, type FieldErrors } from '../../../shared/api/problem';
import { FormField } from '../../../shared/ui/FormField';
import { toast } from '../../../shared/ui/toast';
import { useFormFields } from '../../../shared/ui/useFormFields';
import { CountrySelect, LabPicker, UniversityPicker, withUniversity } from '../../institutions';
import { useRequestEmailChangeMutation, useUpdateProfileMutation, type PersonalFields, type Profile } from '../../../shared/api/profileApi';
import { normaliseUrl, PROFILE_LIMITS, PROFILE_MESSAGES, validateEmail } from '../validation';
import { SaveButton } from './SaveButton';

export const PROFILE_UPDATED = PROFILE_MESSAGES.updated;
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const EMAIL_CHANGE_STARTED = PROFILE_MESSAGES.emailChangeStarted;

interface PersonalValues {
  email: string;
  displayUsername: string;
  universityId: string | null;
  labId: string | null;
  city: string;
  country: string | null;
  expertise: string;
  linkedinUrl: string;
  websiteUrl: string;
  researchInterests: string;
}

type FieldName = keyof PersonalValues;
type Errors = FieldErrors<FieldName>;

function valuesOf(profile: Profile): PersonalValues {
  return {
    email: profile.email,
    displayUsername: profile.displayUsername ?? '',
    universityId: profile.university?.id ?? null,
    labId: profile.lab?.id ?? null,
    city: profile.city ?? '',
    country: profile.country,
    expertise: profile.expertise ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    researchInterests: profile.researchInterests ?? '',
  };
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** Personal tab: e-mail (changed through a confirmation link), name, institution, location, links. */
export function PersonalTab({ profile }: { profile: Profile }) {
  const { values, setValues, errors, setErrors, set, errorProps } = useFormFields<PersonalValues>(() => valuesOf(profile), 'profile');
  const [updateProfile, { isLoading: isSaving }] = useUpdateProfileMutation();
  const [requestEmailChange, { isLoading: isChangingEmail }] = useRequestEmailChangeMutation();
  const busy = isSaving || isChangingEmail;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;

    const problems: Errors = {};
    const emailProblem = validateEmail(values.email);
    if (emailProblem) problems.email = emailProblem;
    const linkedin = normaliseUrl(values.linkedinUrl);
    if (!linkedin.ok) problems.linkedinUrl = PROFILE_MESSAGES.invalidUrl;
    const website = normaliseUrl(values.websiteUrl);
    if (!website.ok) problems.websiteUrl = PROFILE_MESSAGES.invalidUrl;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !linkedin.ok || !website.ok) return;

    const changes: PersonalFields = {
      displayUsername: blankToNull(values.displayUsername),
      universityId: values.universityId,
      labId: values.labId,
      city: blankToNull(values.city),
      country: values.country,
      expertise: blankToNull(values.expertise),
      researchInterests: blankToNull(values.researchInterests),
      linkedinUrl: linkedin.value,
      websiteUrl: website.value,
    };
    const newEmail = values.email.trim();
    const emailChanged = newEmail.toLowerCase() !== profile.email.toLowerCase();

    let saved: Profile;
    try {
      saved = await updateProfile(changes).unwrap();
    } catch (error) {
      const info = getApiErrorInfo(error);
      setErrors(serverFieldErrors<FieldName>(info.fieldErrors));
      toast.error(PROFILE_UPDATE_FAILED, info.message ? { description: info.message } : undefined);
      return;
    }
    toast.success(PROFILE_UPDATED);
    // Show what was stored (e.g. https:// added to a link); the e-mail field is handled below.
    setValues((current) => ({ ...valuesOf(saved), email: current.email }));

    if (!emailChanged) return;
    try {
      await requestEmailChange({ email: newEmail }).unwrap();
      toast.success(EMAIL_CHANGE_STARTED);
      // The address changes once the link is opened; until then the current one stays.
      setValues((current) => ({ ...current, email: saved.email }));
    } catch (error) {
      const info = getApiErrorInfo(error);
      const message = info.fieldErrors.find((e) => e.field === 'email')?.message ?? info.message ?? 'Unknown error';
      setErrors((current) => ({ ...current, email: message }));
      toast.error(`Failed to update email: ${message}`);
    }
  };

  // The two link fields differ only in name, label and example.
  const urlField = (field: 'linkedinUrl' | 'websiteUrl', id: string, label: string, placeholder: string) => (
    <FormField htmlFor={id} label={label} error={errors[field]} errorId={`profile-${field}-error`}>
      <Input
        id={id}
        type="url"
        inputMode="url"
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        placeholder={placeholder}
        maxLength={PROFILE_LIMITS[field]}
        {...errorProps(field)}
      />
    </FormField>
  );

  return (
    <form className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      {profile.pendingEmail ? (
        <Alert
          type="info"
          showIcon
          title={`Waiting for confirmation of ${profile.pendingEmail}`}
          description="Open the link we sent to that address to finish changing your email. Until then you keep signing in with your current address."
        />
      ) : null}

      <div className="form-grid-2">
        <FormField htmlFor="profile-email" label="Email" error={errors.email} errorId="profile-email-error">
          <Input
            id="profile-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            {...errorProps('email')}
          />
        </FormField>

        <FormField
          htmlFor="profile-display-name"
          label="Display Name"
          hint="How other members see you"
          hintId="profile-display-name-hint"
          error={errors.displayUsername}
          errorId="profile-displayUsername-error"
        >
          <Input
            id="profile-display-name"
            autoComplete="name"
            value={values.displayUsername}
            onChange={(e) => set('displayUsername', e.target.value)}
            placeholder={profile.username}
            maxLength={PROFILE_LIMITS.displayUsername}
            {...errorProps('displayUsername')}
          />
        </FormField>
      </div>

      <div className="form-grid-2">
        <FormField htmlFor="profile-university" label="University" error={errors.universityId} errorId="profile-universityId-error">
          <UniversityPicker
            id="profile-university"
            value={values.universityId}
            onChange={(universityId) => setValues((current) => withUniversity(current, universityId))}
          />
        </FormField>

        <FormField htmlFor="profile-lab" label="Lab" error={errors.labId} errorId="profile-labId-error">
          <LabPicker id="profile-lab" universityId={values.universityId} value={values.labId} onChange={(labId) => set('labId', labId)} />
        </FormField>
      </div>

      <div className="form-grid-2">
        <FormField htmlFor="profile-city" label="City" error={errors.city} errorId="profile-city-error">
          <Input
            id="profile-city"
            autoComplete="address-level2"
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            maxLength={PROFILE_LIMITS.city}
            {...errorProps('city')}
          />
        </FormField>

        <FormField htmlFor="profile-country" label="Country" error={errors.country} errorId="profile-country-error">
          <CountrySelect id="profile-country" value={values.country} onChange={(country) => set('country', country)} />
        </FormField>
      </div>

      <FormField
        htmlFor="profile-expertise"
        label="Expertise"
        hint="Separate areas with commas, e.g. Protein crystallography, Enzymology"
        hintId="profile-expertise-hint"
        error={errors.expertise}
        errorId="profile-expertise-error"
      >
        <Input
          id="profile-expertise"
          value={values.expertise}
          onChange={(e) => set('expertise', e.target.value)}
          maxLength={PROFILE_LIMITS.expertise}
          {...errorProps('expertise', 'profile-expertise-hint')}
        />
      </FormField>

      <div className="form-grid-2">
        {urlField('linkedinUrl', 'profile-linkedin', 'LinkedIn', 'linkedin.com/in/your-name')}
        {urlField('websiteUrl', 'profile-website', 'Website', 'www.your-lab.org')}
      </div>

      <FormField
        htmlFor="profile-research-interests"
        label="Research Interests"
        error={errors.researchInterests}
        errorId="profile-researchInterests-error"
      >
        <Input.TextArea
          id="profile-research-interests"
          rows={4}
          value={values.researchInterests}
          onChange={(e) => set('researchInterests', e.target.value)}
          maxLength={PROFILE_LIMITS.researchInterests}
          {...errorProps('researchInterests')}
        />
      </FormField>

      <SaveButton saving={busy} />
    </form>
  );
}
