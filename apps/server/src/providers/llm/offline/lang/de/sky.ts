import type { LanguagePack } from '../../types';

export const sky: Pick<LanguagePack, 'coords' | 'sky' | 'season' | 'moon' | 'walk' | 'calendar' | 'musing'> = {
  coords: {
    lead: [
      'Auf dem Globus befinden Sie sich bei {lat} Grad {ns} Breite und {lng} Grad {ew} Länge.',
      'Ihre Koordinaten lauten gerade {lat} Grad {ns} Breite, {lng} Grad {ew} Länge.',
    ],
    items: [
      'Der Äquator liegt etwa {equatorKm} {equatorDirTo} von hier.',
      'In Luftlinie ist der {pole} etwa {poleKm} entfernt.',
      'Weil sich die Erde dreht, bewegt sich der Boden unter Ihnen mit etwa {speed} nach Osten, selbst wenn Sie völlig still stehen.',
      'Wer entlang dieses Breitenkreises einmal um die Welt ginge, legte etwa {circle} zurück.',
      'Der genau gegenüberliegende Punkt der Erde, auf der anderen Seite des Erdmittelpunkts, liegt bei {antiLat} Grad {antiNs} Breite und {antiLng} Grad {antiEw} Länge.',
      'Sie befinden sich innerhalb der Tropen; die Linie des Wendekreises verläuft etwa {tropicKm} weiter vom Äquator entfernt.',
      'Ein Breitengrad misst überall auf der Erde rund hundertelf Kilometer am Boden, sodass jeder Schritt in der zweiten Nachkommastelle Ihrer Koordinaten ungefähr einem Kilometer entspricht.{@degree111}',
      'Die Längengrade laufen an den Polen zusammen, deshalb ist ein Längengrad hier kürzer als am Äquator.',
    ],
  },
  sky: {
    lead: [
      'Heute, am {today}, geht die Sonne um {sunrise} auf und um {sunset} unter.',
      'Der Sonnenaufgang ist heute um {sunrise}, der Sonnenuntergang um {sunset}.',
      'Heute, am {today}, bleibt die Sonne hier {dayLength} über dem Horizont.',
      'Heute, am {polarDay}, geht die Sonne hier überhaupt nicht unter: Es ist die Zeit der Mitternachtssonne.',
      'Heute, am {polarNight}, geht die Sonne hier gar nicht auf; die Polarnacht hält sie unter dem Horizont.',
    ],
    items: [
      'Damit hat {place} heute {dayLength} Tageslicht und {nightLength} Nacht.',
      'Die bürgerliche Morgendämmerung, jenes sanfte Licht vor Sonnenaufgang, in dem man draußen ohne Lampe lesen könnte, beginnt um {dawn}.',
      'Nach Sonnenuntergang bleibt der Himmel noch {twilight} lang hell; die bürgerliche Dämmerung endet um {dusk}.',
      'Ihren höchsten Stand erreicht die Sonne um {noon}, dem wahren Ortsmittag, mit {noonAlt} über dem Horizont.',
      'Zum Sonnenmittag steht die Sonne genau im {noonDir}, sodass nach {noonDir} ausgerichtete Wände das stärkste Licht des Tages bekommen.',
      'Die Sonne geht heute im {riseDir} auf und im {setDir} unter; schauen Sie dorthin, wenn Sie eines von beiden sehen möchten.',
      'Heute ist der Tag {gain} länger als gestern; die Tage werden hier noch länger.',
      'Heute ist der Tag {loss} kürzer als gestern; die Tage werden hier kürzer.',
      'Der längste Tag des Jahres, um den {longestDate}, hat hier {longest} Tageslicht, der kürzeste, um den {shortestDate}, nur {shortest}.',
      'Die goldene Stunde, wenn das Licht warm wird und die Schatten lang, beginnt heute Abend gegen {golden}.',
      'Heute Mittag wirft ein Mensch von einem Meter siebzig einen Schatten von etwa {shadow}.',
      'Der Sonnenfahrplan von {place} wird aus seiner Lage auf dem Globus und dem heutigen Datum berechnet, so wie Astronomen es tun, und er gilt, was auch immer die Wolken machen.',
    ],
  },
  season: {
    lead: [
      'Astronomisch gesehen ist auf der {hemisphere} jetzt {season}.',
      'Nach dem astronomischen Kalender ist hier {season}.',
    ],
    items: [
      'Der nächste Wendepunkt des Jahres ist {marker} am {markerDate}; bis dahin sind es noch {markerDays}.',
      'In den Tropen steht die Sonne zweimal im Jahr genau im Zenit; hier geschieht das um den {zenith1} und den {zenith2}, wenn Ihr Schatten mittags fast unter den Füßen verschwindet.',
      'Jahreszeiten sind die sichtbar gewordene Neigung der Erde: Ihre Achse ist um etwa dreiundzwanzigeinhalb Grad geneigt, sodass sich die {hemisphere} das halbe Jahr der Sonne zuneigt.{@tilt}',
      'Beiderseits des Äquators sind die Jahreszeiten vertauscht, und so erlebt die andere Erdhälfte gerade die entgegengesetzte.',
      'Eine Jahreszeit ist nicht nur eine Frage der Temperatur: Die Länge des Tages, der Winkel des Lichts und der Weg der Sonne über den Himmel ändern sich mit ihr.',
      'Je höher die Mittagssonne steht, desto mehr Energie erhält jeder Quadratmeter Boden, und diese einfache Geometrie macht eine Jahreszeit warm oder kalt.',
    ],
  },
  moon: {
    lead: [
      'Heute Abend steht {moonPhase} am Himmel, zu etwa {moonPct} beleuchtet.',
      'Der Mond ist heute {moonPhase}, rund {moonPct} seiner Scheibe leuchten.',
    ],
    items: [
      'Bis zum nächsten Vollmond sind es noch {daysToFull}.',
      'Bis zum nächsten Neumond, wenn der Himmel zum Sternegucken am dunkelsten ist, vergehen noch {daysToNew}.',
      'Von der {hemisphere} aus gesehen ist ein zunehmender Mond auf der {waxSide} Seite beleuchtet und ein abnehmender auf der {waneSide}.',
      'Die Mondphase ist in einer bestimmten Nacht für alle Menschen auf der Erde dieselbe, und so sieht jemand weit weg genau dieselbe Form wie Sie.{@moonSame}',
    ],
  },
  walk: {
    items: [
      'Wenn Sie zehn Minuten haben, gehen Sie in Richtung {n1}, das {n1DirTo} liegt, und achten Sie darauf, wie sich Gebäude, Verkehr und Geräusche unterwegs verändern.',
      'Eine gute Regel, um {place} zu erkunden: Nehmen Sie die erste Abzweigung, die Sie sonst ignorieren würden, und kommen Sie auf einer anderen Straße zurück.',
      'Bleiben Sie an der belebtesten Ecke stehen, die Sie finden, zwei Minuten lang; Sie lernen mehr über den Rhythmus von {place} als aus jedem Reiseführer.',
      'Schauen Sie beim Gehen nach oben: Die oberen Stockwerke behalten ihre ursprüngliche Gestalt oft noch lange, nachdem sich die Schaufenster darunter verändert haben.{@upperFloors}',
      'Mit Sonnenuntergang um {sunset} lohnt es sich, zum Tagesende irgendwo mit freiem Blick nach {setDir} zu sein.',
      'Wohin Sie auch gehen, lassen Sie das Telefon die ersten fünf Minuten in der Tasche; Ihre Augen finden Dinge, die kein Bildschirm zeigt.',
    ],
  },
  calendar: {
    items: [
      'Heute ist der {dayOfYear}. Tag des Jahres, und bis zu seinem Ende bleiben noch {daysLeft}.',
      'Der letzte Wendepunkt des Jahres, {lastMarker}, liegt {sinceMarker} zurück, und seither verändert sich das Licht jeden Tag ein wenig.',
      'Heute ist {weekday}, und der Rhythmus der Woche mit ihren Arbeits- und Ruhetagen prägt einen Ort so sicher wie die Jahreszeiten.',
      'Der Monat ist ein Erbe des Mondes: Ein vollständiger Zyklus seiner Phasen dauert etwa neunundzwanzigeinhalb Tage, ungefähr die Länge eines Monats.',
      'Ein Jahr dauert etwa dreihundertfünfundsechzigeinviertel Tage, deshalb wird fast alle vier Jahre ein Schalttag eingefügt.',
      'Wohin Sie auch reisen, das Kalenderdatum teilen Sie mit Millionen Menschen, doch der Sonnenfahrplan von {place} gehört allein diesem Ort.',
      'Viele Feste der Welt liegen nahe an Sonnenwenden und Tagundnachtgleichen, denn die längste Zeit der Geschichte war die Sonne der einzige Kalender, den alle lesen konnten.{@solsticeFestivals}',
    ],
  },
  musing: {
    items: [
      'Jeder Ort, den man besucht, verändert einen ein wenig, selbst wenn man nur eine Stunde bleibt.',
      'Neugier ist die günstigste Eintrittskarte des Reisens, und sie öffnet fast jede Tür.',
      'Die Menschen, die hier leben, gehen jeden Tag durch diese Straßen, ohne zweimal hinzusehen; Sie dürfen sie in den nächsten Minuten ganz neu entdecken.',
      'Reisen ist vor allem eine Art, aufmerksam zu sein, und dieselbe Aufmerksamkeit funktioniert auch zu Hause.',
      'Ein Ort ist mehr als die Summe seiner Fakten: Die Fakten sind die Karte, und Sie sind es, die sie begehen.',
      'Niemand sieht einen Ort zweimal auf dieselbe Weise: Licht, Jahreszeit und die eigene Stimmung verändern ihn jedes Mal.',
      'In einem Jahr wird Ihnen von diesem Moment vermutlich etwas Kleines im Gedächtnis bleiben, ein Geräusch, eine Farbe oder ein Gesicht.',
      'Jede Straße hat jemand für jemanden angelegt, und zu raten, für wen, ist ein stilles Spiel, das nie langweilig wird.',
      'Die Freundlichkeit von Fremden ist das häufigste Reisesouvenir und eines der besten.',
      'Zum ersten Mal an einem Ort zu sein ist ein Geschenk, das man nur einmal bekommt, also erlauben Sie sich, Anfänger zu sein.',
      'Karten machen die Welt flach; das Gehen gibt ihr ihre Steigungen, ihre Gerüche und ihren Lärm zurück.',
      'Das Interessanteste an jedem Ort sind meist die Menschen, die dort leben, und sie sind meist nur eine freundliche Frage entfernt.',
      'Ein Reiseführer kann Ihnen sagen, wohin Sie schauen sollen; was Sie sehen, entscheiden allein Sie.',
      'Die schönsten Momente einer Reise stehen selten im Plan; sie geschehen auf dem Weg zwischen zwei Orten, die man eigentlich sehen wollte.',
      'Fünf Minuten still an einem neuen Ort zu sitzen wird unterschätzt: Nach und nach vergisst der Ort Sie und wird wieder er selbst.',
    ],
  },
};
