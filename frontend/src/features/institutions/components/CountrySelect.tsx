import { Select } from 'antd';
import { useMemo } from 'react';
import { useGetCountriesQuery } from '../institutionsApi';

interface CountrySelectProps {
  id: string;
  value: string | null;
  onChange: (country: string | null) => void;
}

/** A searchable, clearable picker over the server's country list (GET /api/countries). */
export function CountrySelect({ id, value, onChange }: CountrySelectProps) {
  const { data, isFetching, isError, refetch } = useGetCountriesQuery();
  const options = useMemo(() => (data ?? []).map((name) => ({ value: name, label: name })), [data]);
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={(country) => onChange(country ?? null)}
      options={options}
      placeholder="Select a country"
      loading={isFetching}
      // The list failed to load (e.g. offline): try again when the picker is opened.
      onOpenChange={(open) => {
        if (open && isError) void refetch();
      }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}
