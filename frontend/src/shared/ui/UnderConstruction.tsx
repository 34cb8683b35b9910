import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { ButtonLink } from './ButtonLink';

interface UnderConstructionProps {
  title: string;
}

/**
 * Stand-in for screens of later issues so that every route of the route table resolves.
 * router.tsx keeps the list of routes that still point here.
 */
export function UnderConstruction({ title }: UnderConstructionProps) {
  return (
    <main className="page page--narrow">
      <Result
        icon={<ToolOutlined />}
        title={<h1 className="result-title">{title}</h1>}
        subTitle="This part of ReagentSwap is not available yet. It will arrive in an upcoming release."
        extra={
          <ButtonLink type="primary" to="/">
            Return to Home
          </ButtonLink>
        }
      />
    </main>
  );
}
