import { ExperimentOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="ReagentSwap home">
      <ExperimentOutlined className="brand__icon" aria-hidden="true" />
      <span className="brand__name">ReagentSwap</span>
    </Link>
  );
}
