// A video that costs nothing until it is wanted: a poster and a play button; the YouTube player
// (privacy-enhanced host) is created only after the visitor presses play.
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SiteIcon } from '../../../components/site-icons';
import type { ImageName } from '../../../content/images.generated';

export function VideoFacade(props: {
  youtubeId: string;
  title: string;
  playLabel: string;
  poster: ImageName;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="site-video">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(props.youtubeId)}?autoplay=1&rel=0`}
          title={props.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <ResponsiveImage
            name={props.poster}
            alt=""
            sizes="(min-width: 992px) 800px, calc(100vw - 1.5rem)"
          />
          <button type="button" className="site-video-play" onClick={() => setPlaying(true)}>
            <span>
              <SiteIcon name="play" size={40} />
            </span>
            <span className="visually-hidden">{props.playLabel}</span>
          </button>
        </>
      )}
    </div>
  );
}
