// `shared-ui/carousel`: the home page's first screen shows one (issue 46). An entry of its own, so
// /home loads neither the data entry (tables, filters: 8.9 KB gzip) nor a bigger core entry, which
// the login page loads too (docs/decisions/0013-design-system.md).
import './styles/tokens.css';

export { Carousel, type CarouselProps } from './feedback/Carousel';
