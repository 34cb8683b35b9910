import {
  validateCasNumber,
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  REQUEST_UNITS,
  validateReagentRequest,
  type CategoryView,
  type ReagentRequestBody,
  type ReagentRequestView,
} from '@reagentswap/contracts';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';

const NONE = '';
const CUSTOM = 'Custom';

/** The form's values as antd holds them: text, numbers or null. */
export interface RequestFormValues {
  name: string;
  catalogNumber: string;
  /** Issue 18: optional CAS Registry Number, as typed. */
  casNumber: string;
  category: string;
  amount: number | null;
  unit: string;
  customUnit: string;
  numberOfPackages: number | null;
  description: string;
  storageConditions: string;
  city: string;
  country: string;
}

export const blankRequestForm = (prefill: { city?: string | null; country?: string | null } = {}): RequestFormValues => ({
  name: '',
  catalogNumber: '',
  casNumber: '',
  category: NONE,
  amount: null,
  unit: 'g',
  customUnit: '',
  numberOfPackages: 1,
  description: '',
  storageConditions: '',
  city: prefill.city ?? '',
  country: prefill.country ?? '',
});

const knownUnit = (unit: string | null) => !unit || (REQUEST_UNITS as readonly string[]).includes(unit);

/** A stored request as form values (the edit screen). A unit outside the list shows as Custom. */
export function requestFormValues(request: ReagentRequestView): RequestFormValues {
  return {
    name: request.name,
    catalogNumber: request.catalogNumber ?? '',
    casNumber: request.casNumber ?? '',
    category: request.category?.id ?? NONE,
    amount: request.amount,
    unit: knownUnit(request.unit) ? (request.unit ?? 'g') : CUSTOM,
    customUnit: knownUnit(request.unit) ? '' : (request.unit ?? ''),
    numberOfPackages: request.numberOfPackages,
    description: request.description ?? '',
    storageConditions: request.storageConditions ?? '',
    city: request.city ?? '',
    country: request.country ?? '',
  };
}

/** What the API takes: blank fields go as null, so an edit clears them (spec §5: null when empty). */
export function toRequestBody(values: RequestFormValues): ReagentRequestBody {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: values.name.trim(),
    catalogNumber: text(values.catalogNumber),
    casNumber: text(values.casNumber),
    category: values.category || null,
    amount: values.amount,
    unit: values.unit === CUSTOM ? text(values.customUnit) : values.unit,
    numberOfPackages: values.numberOfPackages,
    description: text(values.description),
    storageConditions: text(values.storageConditions),
    city: text(values.city),
    country: text(values.country),
  };
}

interface RequestFormProps {
  initialValues: RequestFormValues;
  categories: CategoryView[];
  submitLabel: string;
  busy: boolean;
  serverErrors?: { field: string; message: string }[];
  onSubmit: (values: RequestFormValues) => void;
  onCancel: () => void;
}

/** Request a Reagent and its edit screen: the same fields and the same rules as the server (contracts). */
export function RequestForm({ initialValues, categories, submitLabel, busy, serverErrors, onSubmit, onCancel }: RequestFormProps) {
  const [form] = Form.useForm<RequestFormValues>();
  const unit = Form.useWatch('unit', form);

  useEffect(() => {
    if (serverErrors?.length)
      form.setFields(serverErrors.map(({ field, message }) => ({ name: field as keyof RequestFormValues, errors: [message] })));
  }, [serverErrors, form]);

  // The shared rules decide the name (the only required field); antd's own checks bound the rest.
  const nameRule = {
    validator: (_: unknown, value: string) => {
      const problem = validateReagentRequest({ name: value }).problems.find((p) => p.field === 'name');
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  };

  // The CAS number's rule is the server's too (contracts): blank is fine, else a valid number.
  const casRule = {
    validator: (_: unknown, value: string) => {
      const { problem } = validateCasNumber(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };

  return (
    <Form<RequestFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark="optional"
      disabled={busy}
    >
      <Form.Item label="Reagent Name" name="name" required rules={[nameRule]}>
        <Input maxLength={REQUEST_LIMITS.name} autoFocus />
      </Form.Item>
      <Form.Item label="Catalog Number" name="catalogNumber">
        <Input maxLength={REQUEST_LIMITS.catalogueNumber} />
      </Form.Item>
      <Form.Item label="CAS number" name="casNumber" rules={[casRule]} validateTrigger="onBlur">
        <Input maxLength={40} placeholder="e.g. 67-64-1" inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Category" name="category">
        <Select<string> options={[{ value: NONE, label: 'None' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item label="Amount" name="amount" style={{ flex: 1 }}>
          <InputNumber<number> min={0} max={REQUEST_LIMITS.maxAmount} style={{ width: '100%' }} aria-label="Amount" />
        </Form.Item>
        <Form.Item label="Unit" name="unit" style={{ width: 120 }}>
          <Select<string> options={REQUEST_UNITS.map((u) => ({ value: u, label: u }))} aria-label="Unit" />
        </Form.Item>
      </Space.Compact>
      {unit === CUSTOM ? (
        <Form.Item label="Custom unit" name="customUnit">
          <Input maxLength={REQUEST_LIMITS.amountUnit} />
        </Form.Item>
      ) : null}
      <Form.Item
        label="Number of packages"
        name="numberOfPackages"
        rules={[{ type: 'integer', min: 0, message: REQUEST_MESSAGES.packagesNotANumber }]}
      >
        <InputNumber<number> min={0} max={REQUEST_LIMITS.maxPackages} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={REQUEST_LIMITS.description} />
      </Form.Item>
      <Form.Item label="Storage Conditions" name="storageConditions">
        <Input maxLength={REQUEST_LIMITS.storageConditions} />
      </Form.Item>
      <div className="request-form__location">
        <Form.Item label="City" name="city">
          <Input maxLength={REQUEST_LIMITS.city} />
        </Form.Item>
        <Form.Item label="Country" name="country">
          <Input maxLength={REQUEST_LIMITS.country} />
        </Form.Item>
      </div>
      <Space wrap>
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Space>
    </Form>
  );
}
