import { asCasNumber, validateReagent, type GhsPictogramCode } from '@reagentswap/contracts';
import { Button, DatePicker, Input, Progress, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState, type FormEvent, type ReactNode } from 'react';
import { serverFieldErrors } from '../../../shared/api/problem';
import { FormField } from '../../../shared/ui/FormField';
import { toast } from '../../../shared/ui/toast';
import { useFormFields } from '../../../shared/ui/useFormFields';
import type { ReagentBody } from '../catalogApi';
import { useCategories } from '../lib/useCategories';
import { GhsFields } from './GhsFields';
import { ImageField, type ImageValue } from './ImageField';

/** The form's fields in the spec's order (spec §2 "New reagent upload"); all text while typed. */
export interface ReagentFormValues {
  name: string;
  catalogNumber: string;
  /** Issue 18: optional CAS Registry Number, as typed (normalised when the field is left). */
  casNumber: string;
  category: string;
  amount: string;
  unit: string;
  numberOfPackages: string;
  /** yyyy-MM-dd or '' */
  expiryDate: string;
  description: string;
  storageConditions: string;
  /** Issue 18: the GHS pictograms and H-statement codes the lister ticked. */
  ghsPictograms: GhsPictogramCode[];
  hazardStatements: string[];
}

export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
const DATE_FORMAT = 'YYYY-MM-DD';
const CUSTOM_UNIT = 'Custom';

export const toReagentBody = (values: ReagentFormValues): ReagentBody => ({
  ...values,
  expiryDate: values.expiryDate || null,
});

interface ReagentFormProps {
  idPrefix: string;
  initial: ReagentFormValues;
  /** The upload form's units, or the edit form's (which add concentrations and Custom). */
  units: readonly string[];
  allowCustomUnit?: boolean;
  image: ImageValue;
  onImageChange: (image: ImageValue) => void;
  /** Called with values that passed the spec's checks; may reject with server field errors. */
  onSubmit: (values: ReagentFormValues) => void;
  onValuesChange?: (values: ReagentFormValues) => void;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** 'Uploading image... N%' while the photo goes up. */
  uploadProgress: number | null;
  /** Server field errors to show (after a 400). */
  serverErrors?: { field: string; message: string }[];
  extraActions?: ReactNode;
}

/** The New Reagent and Edit Reagent Details form: the spec's fields, defaults, units and messages. */
export function ReagentForm(props: ReagentFormProps) {
  const { idPrefix, initial, units, allowCustomUnit, image, onImageChange, onSubmit, onValuesChange, busy } = props;
  const form = useFormFields<ReagentFormValues>(initial, idPrefix);
  const { values, errors, setErrors, errorProps } = form;
  const { categories, isLoading: categoriesLoading } = useCategories();
  const [compressing, setCompressing] = useState(false);
  const [customUnit, setCustomUnit] = useState(() => Boolean(allowCustomUnit && initial.unit && !units.includes(initial.unit)));

  const [lastServerErrors, setLastServerErrors] = useState(props.serverErrors);
  if (props.serverErrors !== lastServerErrors) {
    setLastServerErrors(props.serverErrors);
    if (props.serverErrors?.length) setErrors(serverFieldErrors<keyof ReagentFormValues & string>(props.serverErrors));
  }

  const set = <K extends keyof ReagentFormValues>(key: K, value: ReagentFormValues[K]) => {
    form.set(key, value);
    onValuesChange?.({ ...values, [key]: value });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { problems } = validateReagent(toReagentBody(values), { requireCatalogNumber: true });
    if (problems.length) {
      setErrors(serverFieldErrors<keyof ReagentFormValues & string>(problems));
      toast.error(FILL_REQUIRED_FIELDS);
      return;
    }
    onSubmit(values);
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: keyof ReagentFormValues) => `${idPrefix}-${field}-error`;
  const unitOptions = [...units, ...(allowCustomUnit ? [CUSTOM_UNIT] : [])].map((unit) => ({ value: unit, label: unit }));

  return (
    <form className="reagent-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormField htmlFor={id('name')} label="Reagent Name" required error={errors.name} errorId={errorId('name')}>
        <Input
          id={id('name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          {...errorProps('name')}
          status={errors.name ? 'error' : undefined}
          placeholder="e.g. Acetone"
        />
      </FormField>
      <FormField
        htmlFor={id('catalogNumber')}
        label="Catalog Number"
        required
        error={errors.catalogNumber}
        errorId={errorId('catalogNumber')}
      >
        <Input
          id={id('catalogNumber')}
          value={values.catalogNumber}
          onChange={(e) => set('catalogNumber', e.target.value)}
          {...errorProps('catalogNumber')}
          status={errors.catalogNumber ? 'error' : undefined}
          placeholder="e.g. A1234"
        />
      </FormField>
      <FormField htmlFor={id('casNumber')} label="CAS number" error={errors.casNumber} errorId={errorId('casNumber')}>
        <Input
          id={id('casNumber')}
          value={values.casNumber}
          onChange={(e) => set('casNumber', e.target.value)}
          onBlur={() => {
            const normalised = asCasNumber(values.casNumber);
            if (normalised && normalised !== values.casNumber) set('casNumber', normalised);
          }}
          {...errorProps('casNumber')}
          status={errors.casNumber ? 'error' : undefined}
          placeholder="e.g. 67-64-1"
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
      <FormField htmlFor={id('category')} label="Category" required error={errors.category} errorId={errorId('category')}>
        <Select<string>
          id={id('category')}
          value={values.category || undefined}
          onChange={(value) => set('category', value)}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          placeholder={categoriesLoading ? 'Loading categories' : 'Select a category'}
          loading={categoriesLoading}
          showSearch={{ optionFilterProp: 'label' }}
          status={errors.category ? 'error' : undefined}
          aria-describedby={errors.category ? errorId('category') : undefined}
          style={{ width: '100%' }}
        />
      </FormField>
      <FormField htmlFor={id('amount')} label="Amount" error={errors.amount ?? errors.unit} errorId={errorId('amount')}>
        <Space.Compact block>
          <Input
            id={id('amount')}
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
            inputMode="decimal"
            {...errorProps('amount')}
          />
          {customUnit ? (
            <Input
              aria-label="Custom unit"
              value={values.unit}
              onChange={(e) => set('unit', e.target.value)}
              className="reagent-form__unit"
              placeholder="Unit"
            />
          ) : (
            <Select<string>
              aria-label="Unit"
              className="reagent-form__unit"
              value={values.unit}
              onChange={(unit) => {
                if (unit === CUSTOM_UNIT) {
                  setCustomUnit(true);
                  set('unit', '');
                } else set('unit', unit);
              }}
              options={unitOptions}
            />
          )}
        </Space.Compact>
      </FormField>
      <FormField
        htmlFor={id('numberOfPackages')}
        label="Number of Packages"
        error={errors.numberOfPackages}
        errorId={errorId('numberOfPackages')}
      >
        <Input
          id={id('numberOfPackages')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={values.numberOfPackages}
          onChange={(e) => set('numberOfPackages', e.target.value)}
          {...errorProps('numberOfPackages')}
          status={errors.numberOfPackages ? 'error' : undefined}
        />
      </FormField>
      <FormField htmlFor={id('expiryDate')} label="Expiry Date">
        <DatePicker
          id={id('expiryDate')}
          format={DATE_FORMAT}
          value={values.expiryDate && dayjs(values.expiryDate, DATE_FORMAT, true).isValid() ? dayjs(values.expiryDate, DATE_FORMAT) : null}
          onChange={(date) => set('expiryDate', date ? date.format(DATE_FORMAT) : '')}
          placeholder="yyyy-MM-dd"
          style={{ width: '100%' }}
        />
      </FormField>
      <FormField htmlFor={id('description')} label="Description" error={errors.description} errorId={errorId('description')}>
        <Input.TextArea
          id={id('description')}
          rows={4}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...errorProps('description')}
        />
      </FormField>
      <FormField
        htmlFor={id('storageConditions')}
        label="Storage Conditions"
        error={errors.storageConditions}
        errorId={errorId('storageConditions')}
      >
        <Input
          id={id('storageConditions')}
          value={values.storageConditions}
          onChange={(e) => set('storageConditions', e.target.value)}
          {...errorProps('storageConditions')}
        />
      </FormField>
      <GhsFields
        idPrefix={idPrefix}
        pictograms={values.ghsPictograms}
        statements={values.hazardStatements}
        onPictogramsChange={(codes) => set('ghsPictograms', codes)}
        onStatementsChange={(codes) => set('hazardStatements', codes)}
        pictogramsError={errors.ghsPictograms}
        statementsError={errors.hazardStatements}
      />
      <FormField htmlFor={id('image')} label="Image (optional)">
        <ImageField id={id('image')} value={image} onChange={onImageChange} onBusyChange={setCompressing} />
      </FormField>

      {props.uploadProgress !== null ? (
        <div className="reagent-form__upload" role="status" aria-live="polite">
          <span>Uploading image...</span>
          <Progress percent={props.uploadProgress} size="small" aria-label="Upload progress" />
        </div>
      ) : null}

      <div className="reagent-form__actions">
        {props.extraActions}
        <span className="reagent-form__spacer" />
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={compressing}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
