import { EDIT_UNITS, MIXED_OFFER_TEXT, SWAP_LIMITS } from '@reagentswap/contracts';
import { Checkbox, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import type { ReactNode, UIEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../../../shared/ui/FormField';
import type { FormFields } from '../../../../shared/ui/useFormFields';
import { useListMyReagentsInfiniteQuery } from '../../../catalog';
import type { RequestSwapValues } from '../../lib/requestSwapForm';

/** Fetch my next listings when the open list is scrolled this close to its end. */
const NEXT_PAGE_MARGIN_PX = 48;

function MyListingSelect({ form }: { form: FormFields<RequestSwapValues> }) {
  const { values, errors, set, idPrefix } = form;
  const listings = useListMyReagentsInfiniteQuery('available');
  const mine = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const id = `${idPrefix}-offeredReagentId`;

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (
      list.scrollTop + list.clientHeight >= list.scrollHeight - NEXT_PAGE_MARGIN_PX &&
      listings.hasNextPage &&
      !listings.isFetchingNextPage
    )
      void listings.fetchNextPage();
  };

  if (!listings.isLoading && mine.length === 0 && !listings.isError) {
    return (
      <div className={errors.offeredReagentId ? 'form-field form-field--invalid' : 'form-field'}>
        <Typography.Paragraph type="secondary" className="request-swap__note">
          You have no available reagents to offer. Choose Describe a reagent instead, or <Link to="/reagents/new">list a reagent</Link>{' '}
          first.
        </Typography.Paragraph>
        {errors.offeredReagentId ? (
          <div className="form-field__error" id={`${id}-error`}>
            {errors.offeredReagentId}
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <FormField htmlFor={id} label="Reagent to offer" required error={errors.offeredReagentId} errorId={`${id}-error`}>
      <Select<string>
        id={id}
        value={values.offeredReagentId || undefined}
        onChange={(value) => set('offeredReagentId', value)}
        placeholder={listings.isLoading ? 'Loading your reagents...' : 'Select one of your available reagents'}
        loading={listings.isLoading || listings.isFetchingNextPage}
        options={mine.map((reagent) => ({
          value: reagent.id,
          label: `${reagent.name} (${reagent.amountText})${reagent.catalogNumber ? ` · ${reagent.catalogNumber}` : ''}`,
        }))}
        showSearch={{ optionFilterProp: 'label' }}
        onPopupScroll={onPopupScroll}
        status={errors.offeredReagentId ? 'error' : undefined}
        aria-describedby={errors.offeredReagentId ? `${id}-error` : undefined}
        notFoundContent={listings.isError ? 'Failed to load your reagents' : undefined}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}

function ManualReagentFields({ form }: { form: FormFields<RequestSwapValues> }) {
  const { values, errors, set, idPrefix, errorProps } = form;
  const id = (field: keyof RequestSwapValues) => `${idPrefix}-${field}`;
  return (
    <div className="request-swap__manual">
      <FormField htmlFor={id('manualName')} label="Reagent Name" required error={errors.manualName} errorId={`${id('manualName')}-error`}>
        <Input
          id={id('manualName')}
          value={values.manualName}
          maxLength={SWAP_LIMITS.name}
          onChange={(e) => set('manualName', e.target.value)}
          status={errors.manualName ? 'error' : undefined}
          {...errorProps('manualName')}
        />
      </FormField>
      <FormField htmlFor={id('manualCatalogNumber')} label="Catalog Number">
        <Input
          id={id('manualCatalogNumber')}
          value={values.manualCatalogNumber}
          maxLength={SWAP_LIMITS.catalogueNumber}
          onChange={(e) => set('manualCatalogNumber', e.target.value)}
        />
      </FormField>
      <FormField htmlFor={id('manualAmount')} label="Amount">
        <Space.Compact block>
          <InputNumber<number>
            id={id('manualAmount')}
            value={values.manualAmount}
            min={0}
            max={SWAP_LIMITS.maxAmount}
            onChange={(value) => set('manualAmount', value)}
            style={{ width: '100%' }}
          />
          <Select<string>
            aria-label="Unit"
            className="request-swap__unit"
            value={values.manualUnit}
            onChange={(unit) => set('manualUnit', unit)}
            options={EDIT_UNITS.map((unit) => ({ value: unit, label: unit }))}
          />
        </Space.Compact>
      </FormField>
      <FormField htmlFor={id('manualStorageConditions')} label="Storage Conditions">
        <Input
          id={id('manualStorageConditions')}
          value={values.manualStorageConditions}
          maxLength={SWAP_LIMITS.storageConditions}
          onChange={(e) => set('manualStorageConditions', e.target.value)}
        />
      </FormField>
      <FormField htmlFor={id('manualDescription')} label="Description">
        <Input.TextArea
          id={id('manualDescription')}
          rows={3}
          value={values.manualDescription}
          maxLength={SWAP_LIMITS.description}
          onChange={(e) => set('manualDescription', e.target.value)}
        />
      </FormField>
    </div>
  );
}

/**
 * One of my listings with credits added: a mixed offer (ADR 0027), settled together on receipt.
 * A switch on the Swap with Reagent tab rather than a third tab: the spec's two tabs stay two (and fit a phone).
 */
function AddedCredits({ form, creditsField }: { form: FormFields<RequestSwapValues>; creditsField: ReactNode }) {
  const { values, set } = form;
  return (
    <div className="request-swap__added-credits">
      <Checkbox checked={values.withCredits} onChange={(event) => set('withCredits', event.target.checked)}>
        {MIXED_OFFER_TEXT.addCredits}
      </Checkbox>
      {values.withCredits ? (
        <>
          <Typography.Paragraph type="secondary" className="request-swap__note">
            {MIXED_OFFER_TEXT.intro}
          </Typography.Paragraph>
          {creditsField}
        </>
      ) : null}
    </div>
  );
}

/**
 * The Swap with Reagent tab: one of my available listings (with credits added, if I like), or a
 * reagent I describe (copied into the offer).
 */
export function ReagentOfferField({ form, creditsField }: { form: FormFields<RequestSwapValues>; creditsField: ReactNode }) {
  const { values, set } = form;
  return (
    <div className="request-swap__reagent">
      <Radio.Group
        value={values.reagentSource}
        onChange={(event) => set('reagentSource', event.target.value as RequestSwapValues['reagentSource'])}
        aria-label="What to offer"
        optionType="button"
        options={[
          { value: 'listing', label: 'One of my reagents' },
          { value: 'manual', label: 'Describe a reagent' },
        ]}
      />
      {values.reagentSource === 'listing' ? (
        <>
          <MyListingSelect form={form} />
          <AddedCredits form={form} creditsField={creditsField} />
        </>
      ) : (
        <ManualReagentFields form={form} />
      )}
    </div>
  );
}
