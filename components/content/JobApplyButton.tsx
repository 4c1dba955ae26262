'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';

// antd, its styles and the form load on the first hover, focus or click, not with the page.
const JobApplicationIsland = dynamic(() => import('./JobApplicationIsland'), { ssr: false });

/** An opening's apply button: opens the application dialog for that job. */
export function JobApplyButton({ job, label, className }: { job: { id: number; title: string }; label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid="job-apply"
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {loaded ? <JobApplicationIsland job={job} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
