import { Result, Space } from 'antd';
import { ButtonLink } from '../../../shared/ui/ButtonLink';

export const REAGENT_NOT_FOUND = 'Reagent Not Found';
export const REAGENT_NOT_FOUND_TEXT = "Oops! This reagent couldn't be found";

/** Spec §2: the Reagent Not Found page, with the 404 page's wording and links. */
export function ReagentNotFound() {
  return (
    <main className="page page--narrow">
      <Result
        status="404"
        title={<h1 className="result-title">{REAGENT_NOT_FOUND}</h1>}
        subTitle={REAGENT_NOT_FOUND_TEXT}
        extra={
          <Space wrap>
            <ButtonLink type="primary" to="/reagents">
              Browse Reagents
            </ButtonLink>
            <ButtonLink to="/">Return to Home</ButtonLink>
          </Space>
        }
      />
    </main>
  );
}
