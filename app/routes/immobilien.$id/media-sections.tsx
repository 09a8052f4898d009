// Grundrisse, Video, 360°-Tour and Dokumente on the detail page (a video and a tour
// share one card):
// plain sections under the section bar's 'Medien', so everything works without JavaScript. A third-party
// player (YouTube in its no-cookie mode, Vimeo with dnt=1, Matterport) is framed only after the
// visitor presses its button under a text naming the provider: with JavaScript in place, without
// it through `?medien=<id>` (the loader then renders the frame). Other hosts are plain links.
import { type MouseEvent, type ReactNode, useState } from "react";
import type { EmbedView, MediaView } from "~/lib/listing-media";
import { PlayIcon, TourIcon, ZoomIcon } from "./media-icons";

const PLAN_SIZES = "(min-width: 900px) 40rem, 100vw";

/** Whether the listing has a floor plan, a video, a tour or a document: the section bar's 'Medien'. */
export function hasMedia(media: MediaView) {
  return media.floorPlans.length + media.videos.length + media.tours.length + media.documents.length > 0;
}

/**
 * Grundrisse, Video, 360°-Tour and Dokumente under one anchor, #medien, which the section bar
 * offers as 'Medien' (no second row of chips for them after the description).
 */
export function MediaSections({ media }: { media: MediaView }) {
  if (!hasMedia(media)) return null;
  return (
    <div id="medien" className="detail-group">
      {media.floorPlans.length > 0 ? (
        <section id="grundrisse" className="detail-card media-section" aria-labelledby="grundrisse-title">
          <h2 id="grundrisse-title">Grundrisse</h2>
          <ul className="media-plans">
            {media.floorPlans.map((plan) => (
              <li key={plan.photo.src}>
                <figure>
                  <a href={plan.photo.src} target="_blank" rel="noopener">
                    <img
                      src={plan.photo.srcSet ? plan.photo.thumb : plan.photo.src}
                      {...(plan.photo.srcSet ? { srcSet: plan.photo.srcSet, sizes: PLAN_SIZES } : {})}
                      width={plan.photo.width}
                      height={plan.photo.height}
                      alt={plan.title}
                      loading="lazy"
                      decoding="async"
                    />
                    {/* The plan opens at full size (a phone shows it ~310 px wide, its labels too
                        small to read): the link says so. One of the two shows. */}
                    <span className="media-plan-hint media-plan-hint-touch">
                      <ZoomIcon />
                      Zum Vergrößern antippen
                    </span>
                    <span className="media-plan-hint media-plan-hint-pointer">
                      <ZoomIcon />
                      Zum Vergrößern anklicken
                    </span>
                  </a>
                  <figcaption>{plan.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {media.videos.length > 0 && media.tours.length > 0 ? (
        // Both: one card with a row each, not two cards for two buttons; '#tour' still
        // leads to the tour's row.
        <section id="video" className="detail-card media-section" aria-labelledby="video-title">
          <h2 id="video-title">Video und 360°-Tour</h2>
          <div className="media-rows">
            {media.videos.map((item) => (
              <Embed key={item.id} item={item} action="Video laden" icon={<PlayIcon />} />
            ))}
            <div id="tour" className="media-rows">
              {media.tours.map((item) => (
                <Embed key={item.id} item={item} action="360°-Tour laden" icon={<TourIcon />} />
              ))}
            </div>
          </div>
        </section>
      ) : media.videos.length > 0 ? (
        <section id="video" className="detail-card media-section" aria-labelledby="video-title">
          <h2 id="video-title">Video</h2>
          {media.videos.map((item) => (
            <Embed key={item.id} item={item} action="Video laden" icon={<PlayIcon />} />
          ))}
        </section>
      ) : media.tours.length > 0 ? (
        <section id="tour" className="detail-card media-section" aria-labelledby="tour-title">
          <h2 id="tour-title">360°-Tour</h2>
          {media.tours.map((item) => (
            <Embed key={item.id} item={item} action="360°-Tour laden" icon={<TourIcon />} />
          ))}
        </section>
      ) : null}
      {media.documents.length > 0 ? (
        <section id="dokumente" className="detail-card media-section" aria-labelledby="dokumente-title">
          <h2 id="dokumente-title">Dokumente</h2>
          <ul className="media-documents">
            {media.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  {document.title}
                </a>
                {document.meta ? <span className="media-document-meta"> ({document.meta})</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Embed({ item, action, icon }: { item: EmbedView; action: string; icon: ReactNode }) {
  const [loaded, setLoaded] = useState(item.loaded);
  if (!item.src || !item.provider) {
    return (
      <div className="media-embed media-external" id={item.id}>
        <p className="media-embed-title">{unbrokenCompounds(item.title)}</p>
        <p>
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            Auf {item.host} ansehen<span className="visually-hidden"> (öffnet in neuem Fenster)</span>
          </a>
        </p>
      </div>
    );
  }
  if (loaded) {
    return (
      <div className="media-embed" id={item.id}>
        <div className="media-frame">
          <iframe
            src={item.src}
            title={`${item.title} (${item.provider.name})`}
            allow="fullscreen; picture-in-picture; xr-spatial-tracking; gyroscope; accelerometer"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        </div>
      </div>
    );
  }
  const load = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLoaded(true);
  };
  // Until the visitor opts in, one compact row: icon, title, the button; under them one short
  // line naming the provider, which opens the full note (what is sent, the privacy notice). The
  // frame loads only on the button, so the visitor chooses knowing who serves it.
  return (
    <div className="media-embed media-consent" id={item.id}>
      <span className="media-consent-icon" aria-hidden="true">
        {icon}
      </span>
      <p className="media-embed-title">{unbrokenCompounds(item.title)}</p>
      {/* Phones show 'Laden' beside the title; the name stays 'Video laden' / '360°-Tour laden'. */}
      <a className="button media-load" href={`?medien=${item.id}#${item.id}`} onClick={load} rel="nofollow" aria-label={action}>
        <span className="media-load-long">{action}</span>
        <span className="media-load-short">Laden</span>
      </a>
      <details className="media-consent-note">
        <summary>Inhalt von {item.provider.name} · Datenschutz</summary>
        <p>
          Dieser Inhalt wird von {item.provider.name} bereitgestellt. Erst wenn Sie ihn laden, wird eine Verbindung zu {item.provider.name}{" "}
          aufgebaut; dabei werden Daten wie Ihre IP-Adresse übertragen (
          <a href={item.provider.privacy} target="_blank" rel="noopener noreferrer">
            Datenschutzhinweise von {item.provider.name}
          </a>
          ).
        </p>
      </details>
    </div>
  );
}

/**
 * A feed title whose hyphenated compounds keep together: 'Virtueller 360°-Rundgang' breaks after
 * 'Virtueller', not after '360°-' (review 60), by a no-break hyphen (U+2011) in its hyphens.
 */
function unbrokenCompounds(title: string): string {
  return title.replace(/(?<=\S)-(?=\S)/g, "\u2011");
}
