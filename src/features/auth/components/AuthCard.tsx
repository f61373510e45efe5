import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card of every sign-in screen; fits a 375 px screen. Plain: it is the first paint. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="pn-card">
      <div className="pn-stack" style={{ gap: 24 }}>
        <h1 className="pn-h1 pn-center">{title}</h1>
        {children}
      </div>
    </main>
  );
}
