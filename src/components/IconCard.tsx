import type { LucideIcon } from 'lucide-react';

/** A card of a card grid: icon, title, short text (values, benefits, …). */
export function IconCard({ Icon, title, text }: { Icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="card">
      <Icon aria-hidden="true" size={26} className="card__icon" />
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}
