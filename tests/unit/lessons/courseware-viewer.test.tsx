import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CoursewareViewer } from '@/components/lessons/courseware-viewer';

import { MESSAGES, renderWithProviders } from '../helpers/render';
import { slides } from './lesson-fixtures';

const t = MESSAGES.en.Lessons;

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const slide = () => screen.getByTestId('courseware-slide');
const counter = () => screen.getByTestId('courseware-counter');

describe('CoursewareViewer', () => {
  test('shows one slide at a time with its description as alt text, and turns with Previous / Next', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<CoursewareViewer pages={slides(8)} onChange={onChange} />, { locale: 'en' });

    expect(screen.getAllByRole('img', { name: /Slide about kites/ })).toHaveLength(1);
    expect(slide()).toHaveAttribute('alt', 'Slide about kites number 1');
    expect(slide()).toHaveAttribute('src', '/media/courseware/7/1.webp');
    expect(counter()).toHaveTextContent('1 / 8');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    // The first slide has nothing before it.
    expect(screen.getByRole('button', { name: t.previousSlide })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: t.nextSlide }));
    await user.click(screen.getByRole('button', { name: t.nextSlide }));
    expect(slide()).toHaveAttribute('alt', 'Slide about kites number 3');
    expect(counter()).toHaveTextContent('3 / 8');
    expect(onChange).toHaveBeenLastCalledWith(2);

    await user.click(screen.getByRole('button', { name: t.previousSlide }));
    expect(counter()).toHaveTextContent('2 / 8');
  });

  test('the arrow keys, Home and End turn the slides while the viewer has focus; the last slide stops Next', () => {
    renderWithProviders(<CoursewareViewer pages={slides(5)} />, { locale: 'en' });
    const viewer = screen.getByRole('region', { name: t.courseware });
    viewer.focus();
    expect(viewer).toHaveFocus();

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('2 / 5');
    fireEvent.keyDown(viewer, { key: 'End' });
    expect(counter()).toHaveTextContent('5 / 5');
    expect(screen.getByRole('button', { name: t.nextSlide })).toBeDisabled();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('5 / 5');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('4 / 5');
    fireEvent.keyDown(viewer, { key: 'Home' });
    expect(counter()).toHaveTextContent('1 / 5');
  });

  test('a thumbnail goes straight to its slide and is marked current', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoursewareViewer pages={slides(6)} />, { locale: 'en' });
    const strip = screen.getByTestId('courseware-thumbnails');
    const fourth = within(strip).getByRole('button', { name: 'Slide 4: Slide about kites number 4' });
    await user.click(fourth);
    expect(counter()).toHaveTextContent('4 / 6');
    expect(fourth).toHaveAttribute('aria-current', 'true');
    expect(within(strip).getByRole('button', { name: /^Slide 1:/ })).not.toHaveAttribute('aria-current');
  });

  test('in Chinese, and with no slides it says so', () => {
    const { unmount } = renderWithProviders(<CoursewareViewer pages={slides(2)} />);
    expect(screen.getByRole('button', { name: MESSAGES.cn.Lessons.nextSlide })).toBeEnabled();
    unmount();
    renderWithProviders(<CoursewareViewer pages={[]} />);
    expect(screen.getByTestId('courseware-empty')).toHaveTextContent(MESSAGES.cn.Lessons.noSlides);
  });
});
