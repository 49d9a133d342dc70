// Home: two tabs, Find Jobs and Optimize Your Resume; /#jobs, /#resume and
// /#resume-optimizer choose a tab and scroll to it.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FindJobsTab } from './find-jobs-tab';

// The resume tool (its drop zone and readers) loads when its tab is first opened, not with the page.
const OptimizeResumeTab = lazy(() => import('./optimize-resume-tab').then((m) => ({ default: m.OptimizeResumeTab })));

type Tab = 'jobs' | 'resume';

const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'jobs', label: 'Find Jobs' },
  { id: 'resume', label: 'Optimize Your Resume' },
];

function tabForHash(hash: string): Tab | undefined {
  switch (hash) {
    case '#jobs':
      return 'jobs';
    case '#resume':
    case '#resume-optimizer':
      return 'resume';
    default:
      return undefined;
  }
}

export function HomePage() {
  useDocumentTitle();
  const location = useLocation();
  const [activeTab, setActiveTab] = useState<Tab>(() => tabForHash(location.hash) ?? 'jobs');
  // Once opened, the resume tab stays mounted so a draft survives switching tabs.
  const [resumeOpened, setResumeOpened] = useState(activeTab === 'resume');
  if (activeTab === 'resume' && !resumeOpened) setResumeOpened(true);
  const sectionRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // location.key changes on every navigation, so clicking "Resume" again scrolls again.
  const [tabPage, setTabPage] = useState(location.key);
  if (tabPage !== location.key) {
    setTabPage(location.key);
    const tab = tabForHash(location.hash);
    if (tab) setActiveTab(tab);
  }
  useEffect(() => {
    if (!tabForHash(location.hash)) return;
    const frame = requestAnimationFrame(() =>
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [location.hash, location.key]);

  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.id === activeTab);
    const offsets: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: Tab | undefined;
    if (event.key in offsets) next = TABS[(index + (offsets[event.key] ?? 0) + TABS.length) % TABS.length]?.id;
    if (event.key === 'Home') next = TABS[0]?.id;
    if (event.key === 'End') next = TABS[TABS.length - 1]?.id;
    if (!next) return;
    event.preventDefault();
    setActiveTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section ref={sectionRef} className="container home-tabs" id="home-tabs" aria-label="Jobs and resume tools">
      <div className="tabs" role="tablist" aria-label="Home sections">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={activeTab === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={activeTab === tab.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActiveTab(tab.id)}
            onKeyDown={handleTabKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* Both panels stay mounted (the resume one from its first opening) so a draft or a half-filled form survives switching tabs. */}
      <div
        role="tabpanel"
        id="panel-jobs"
        aria-labelledby="tab-jobs"
        className="tabs__panel"
        hidden={activeTab !== 'jobs'}
      >
        <FindJobsTab />
      </div>
      <div
        role="tabpanel"
        id="panel-resume"
        aria-labelledby="tab-resume"
        className="tabs__panel"
        hidden={activeTab !== 'resume'}
      >
        {resumeOpened ? (
          <Suspense fallback={<p className="muted">Loading the resume optimizer…</p>}>
            <OptimizeResumeTab />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
