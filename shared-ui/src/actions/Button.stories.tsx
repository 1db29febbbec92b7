import { Button } from './Button';

export default { title: 'Actions / Button' };

export const Primary = () => <Button>Save</Button>;
