import { Collapse, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HELP_INTRO } from '../../shared/ui/pageIntros';
import { FAQ, HOW_IT_WORKS } from './content';
import './help.css';

// The support form, with antd's Select (its popup and virtual list: ~17 KiB brotli), is fetched when the
// Support tab is opened, not with the page: most visitors read the FAQ (issue 15). The tab change is a
// router navigation, a transition: the tab shown stays until the form is there, so nothing blinks.
const SupportForm = lazy(() => import('./components/SupportForm').then((module) => ({ default: module.SupportForm })));

const TABS = ['faq', 'how-it-works', 'support'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

function FaqTab() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="help-section__title">
        Frequently Asked Questions
      </h2>
      <Collapse
        accordion
        className="help-faq"
        items={FAQ.map(({ key, question, answer }) => ({
          key,
          label: <span className="help-faq__question">{question}</span>,
          children: answer,
        }))}
      />
      <p className="help-section__more">
        Still have a question? Use the <Link to="/help?tab=support">Support</Link> tab or <Link to="/contact">contact us</Link>.
      </p>
    </section>
  );
}

function HowItWorksTab() {
  return (
    <section aria-labelledby="how-title">
      <h2 id="how-title" className="help-section__title">
        How It Works
      </h2>
      <ol className="help-steps">
        {HOW_IT_WORKS.map(({ title, text }, index) => (
          <li key={title} className="help-step">
            <span className="help-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /help: FAQ, How It Works and the support form (open to visitors). ?tab= selects a tab. */
export function HelpPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'faq';

  const onChange = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'faq') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <main className="page page--help">
      <header className="page-header">
        <Typography.Title level={1}>{HELP_INTRO.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{HELP_INTRO.lead}</Typography.Paragraph>
      </header>
      <div className="help-card">
        <Tabs
          activeKey={active}
          onChange={onChange}
          items={[
            { key: 'faq', label: 'FAQ', children: <FaqTab /> },
            { key: 'how-it-works', label: 'How It Works', children: <HowItWorksTab /> },
            {
              key: 'support',
              label: 'Support',
              children: (
                <Suspense fallback={null}>
                  <SupportForm />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </main>
  );
}
