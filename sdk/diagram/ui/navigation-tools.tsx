import Category from '@mui/icons-material/Category';
import Keyboard from '@mui/icons-material/Keyboard';
import MapIcon from '@mui/icons-material/Map';
import Tune from '@mui/icons-material/Tune';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { Tool } from './diagram-toolbar';
import type { DiagramNavigation } from './use-diagram-navigation';

/** The toolbar's view buttons: the overview map, the shortcut sheet, and on a small screen the drawers. */
export function NavigationTools({ navigation, palette }: { navigation: DiagramNavigation; palette: boolean }) {
  const t = useSdkTranslate();
  return (
    <>
      <Tool
        label={t(navigation.minimapShown ? 'diagram.navigation.hideMinimap' : 'diagram.navigation.showMinimap')}
        pressed={navigation.minimapShown}
        onClick={navigation.toggleMinimap}
        icon={<MapIcon fontSize="small" />}
      />
      <Tool label={t('diagram.navigation.shortcuts')} onClick={navigation.openShortcuts} icon={<Keyboard fontSize="small" />} />
      {navigation.compact && palette && (
        <Tool label={t('diagram.navigation.openShapes')} onClick={() => navigation.openDrawer('shapes')} icon={<Category fontSize="small" />} />
      )}
      {navigation.compact && (
        <Tool label={t('diagram.navigation.openPanels')} onClick={() => navigation.openDrawer('panels')} icon={<Tune fontSize="small" />} />
      )}
    </>
  );
}
