import { Link } from 'react-router-dom';
import '../viewer/viewer.css';

/** The viewer's error and not-found states: a heading, a sentence and one way on. */
export function ViewerMessage({
  title,
  description,
  action,
  to,
}: {
  title: string;
  description: string;
  action: string;
  to: string;
}) {
  return (
    <section className="viewer-page viewer-message" role="alert">
      <h1>{title}</h1>
      <p>{description}</p>
      <Link to={to} className="viewer-button">
        {action}
      </Link>
    </section>
  );
}
