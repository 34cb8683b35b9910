import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './legal.css';

interface LegalDocumentProps {
  title: string;
  effective: string;
  children: ReactNode;
}

/** Shared frame of the Privacy Policy and the Terms of Service. */
export function LegalDocument({ title, effective, children }: LegalDocumentProps) {
  return (
    <main className="page page--legal">
      <Link to="/" className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Home
      </Link>
      <article className="legal-document">
        <header>
          <Typography.Title level={1} className="legal-document__title">
            {title}
          </Typography.Title>
          <p className="legal-document__effective">Effective date: {effective}</p>
        </header>
        {children}
      </article>
    </main>
  );
}
