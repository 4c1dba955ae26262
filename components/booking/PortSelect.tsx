'use client';

import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { portSearchOptions } from '@/lib/api/ports';

/**
 * A port form control holding the UN/LOCODE: search-as-you-type through the home page's port search
 * (same index, same suggestions), the chosen port shown by name and code. A prefilled code is looked
 * up once so it shows its name.
 */
export function PortSelect({
  type,
  value,
  onChange,
  placeholder,
  allowClear,
  testId,
  id,
}: {
  type: 1 | 2;
  value?: string;
  onChange?: (code: string) => void;
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
  /** Given by the Form.Item around it: its label's `for` names the select's input. */
  id?: string;
}) {
  const en = useLocale() === 'en';
  const [typed, setTyped] = useState('');
  const search = typed || value || '';
  const { data, isFetching } = useQuery({ ...portSearchOptions({ nameCn: search, types: type }), placeholderData: keepPreviousData });
  const options = (data ?? []).map((p) => ({ value: p.code, label: `${en ? p.nameEn : p.nameCn} (${p.code})` }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value || undefined}
      onChange={(v: string | undefined) => {
        setTyped('');
        onChange?.(v ?? '');
      }}
      options={options}
      loading={isFetching}
      placeholder={placeholder}
      allowClear={allowClear}
      notFoundContent={null}
      data-testid={testId}
    />
  );
}
