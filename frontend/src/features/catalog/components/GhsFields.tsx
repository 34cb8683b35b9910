import { Checkbox, Select } from 'antd';
import { GHS_MESSAGES, GHS_PICTOGRAMS, HAZARD_STATEMENTS, hazardStatementLabel, type GhsPictogramCode } from '@reagentswap/contracts';
import { FormField } from '../../../shared/ui/FormField';
import { GhsPictogramImage } from './GhsPictograms';

const STATEMENT_OPTIONS = HAZARD_STATEMENTS.map((s) => ({ value: s.code, label: hazardStatementLabel(s.code) }));

interface GhsFieldsProps {
  idPrefix: string;
  pictograms: GhsPictogramCode[];
  statements: string[];
  onPictogramsChange: (codes: GhsPictogramCode[]) => void;
  onStatementsChange: (codes: string[]) => void;
  pictogramsError?: string;
  statementsError?: string;
}

/**
 * The reagent form's hazard fields (issue 18): the nine pictograms as checkboxes (image and name,
 * native checkboxes so Tab and Space work), and the H-statements as a searchable multi-select.
 */
export function GhsFields(props: GhsFieldsProps) {
  const { idPrefix, pictograms, statements } = props;
  const legendId = `${idPrefix}-ghsPictograms-legend`;
  const pictogramsErrorId = `${idPrefix}-ghsPictograms-error`;
  const statementsErrorId = `${idPrefix}-hazardStatements-error`;
  return (
    <>
      <fieldset
        className={props.pictogramsError ? 'form-field form-field--invalid ghs-fieldset' : 'form-field ghs-fieldset'}
        aria-describedby={props.pictogramsError ? pictogramsErrorId : undefined}
      >
        <legend className="form-field__label" id={legendId}>
          {GHS_MESSAGES.pictogramsLabel}
        </legend>
        <Checkbox.Group<GhsPictogramCode>
          className="ghs-picker"
          value={pictograms}
          onChange={(codes) => props.onPictogramsChange([...codes].sort())}
          options={GHS_PICTOGRAMS.map((p) => ({
            value: p.code,
            label: (
              <span className="ghs-picker__option">
                <GhsPictogramImage code={p.code} size={36} decorative />
                <span>{p.name}</span>
              </span>
            ),
          }))}
        />
        {props.pictogramsError ? (
          <div className="form-field__error" id={pictogramsErrorId}>
            {props.pictogramsError}
          </div>
        ) : null}
      </fieldset>
      <FormField
        htmlFor={`${idPrefix}-hazardStatements`}
        label={GHS_MESSAGES.statementsLabel}
        error={props.statementsError}
        errorId={statementsErrorId}
      >
        <Select<string[]>
          id={`${idPrefix}-hazardStatements`}
          mode="multiple"
          value={statements}
          onChange={(codes) => props.onStatementsChange([...codes].sort())}
          options={STATEMENT_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="e.g. H225 Highly flammable liquid and vapour"
          status={props.statementsError ? 'error' : undefined}
          aria-describedby={props.statementsError ? statementsErrorId : undefined}
          style={{ width: '100%' }}
        />
      </FormField>
    </>
  );
}
