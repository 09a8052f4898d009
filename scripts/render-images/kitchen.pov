// Kitchens: 1 new-build with island, 2 Altbau kitchen-dining room, 3 dark-fronted kitchen in the evening sun.
#switch (Variant)
  #case (1)
    #declare RoomW = 6; #declare RoomD = 6.5; #declare RoomH = 2.75; #declare PlankFloor = 1; #declare FloorTone = 1.05;
    #declare FrontC = <0.9, 0.89, 0.86>; #declare TopC = <0.78, 0.77, 0.75>; #declare SunAz = -80; #declare SunEl = 30;
  #break
  #case (2)
    #declare Altbau = 1; #declare RoomW = 5.8; #declare RoomD = 6.2; #declare RoomH = 3.4; #declare WinN = 2;
    #declare FrontC = <0.62, 0.65, 0.6>; #declare TopC = <0.86, 0.85, 0.82>; #declare SunAz = -50; #declare SunEl = 32;
    #declare WallC = <0.93, 0.92, 0.89>;
  #break
  #else
    #declare RoomW = 6.2; #declare RoomD = 6.4; #declare RoomH = 2.7; #declare StoneFloor = 1; #declare StoneC = <0.72, 0.7, 0.66>;
    #declare FrontC = <0.25, 0.26, 0.26>; #declare TopC = <0.86, 0.85, 0.83>; #declare SunAz = -115; #declare SunEl = 18;
    #declare SunC = <1, 0.85, 0.68>; #declare WallC = <0.9, 0.88, 0.84>;
#end
#include "room.inc"
#if (Altbau) Cornice() #end

union { KitchenRun(RoomW - 1.2, FrontC, TopC, 1) translate <1.0, 0, RoomD - 0.6> }
union { Bowl(<0.85, 0.83, 0.78>) translate <2.2, 0.92, RoomD - 0.35> }
#switch (Variant)
  #case (1)
    camera { right x * image_width / image_height location <5.6, 1.55, 0.3> look_at <2.6, 1.1, 5.5> angle 70 CamMove(<2.6, 1.1, 5.5>, 10, 0.6) }
    union { Island(2.4, 0.95, FrontC, TopC) translate <3.2, 0, 3.4> }
    #local K = 0;
    #while (K < 3)
      union { Stool(1.0) translate <2.4 + K * 0.75, 0, 2.7> }
      #local K = K + 1;
    #end
    Pendant(<2.6, 2.75, 3.4>, 0.9, <0.2, 0.2, 0.2>)
    Pendant(<3.8, 2.75, 3.4>, 0.9, <0.2, 0.2, 0.2>)
    union { Bowl(<0.7, 0.68, 0.62>) translate <3.6, 0.92, 3.4> }
    union { Plant(1.5, 12) translate <0.5, 0, 1.0> }
  #break
  #case (2)
    camera { right x * image_width / image_height location <5.3, 1.6, 0.3> look_at <2.2, 1.3, 5.5> angle 72 CamMove(<2.2, 1.3, 5.5>, 10, 0.6) }
    union { Table(1.8, 0.9, 0.95) rotate <0, 90, 0> translate <2.2, 0, 3.0> }
    #local K = 0;
    #while (K < 2)
      union { Chair(0.95, <0.82, 0.8, 0.76>) rotate <0, 90, 0> translate <1.6, 0, 2.5 + K * 0.9> }
      union { Chair(0.95, <0.82, 0.8, 0.76>) rotate <0, -90, 0> translate <2.8, 0, 2.5 + K * 0.9> }
      #local K = K + 1;
    #end
    Pendant(<2.2, 3.4, 3.0>, 1.5, <0.85, 0.84, 0.8>)
    union { Bowl(<0.6, 0.62, 0.58>) translate <2.2, 0.76, 3.0> }
  #break
  #else
    camera { right x * image_width / image_height location <5.9, 1.5, 0.35> look_at <2.0, 1.1, 5.5> angle 72 CamMove(<2.0, 1.1, 5.5>, 10, 0.6) }
    union { Island(2.2, 1.0, FrontC, TopC) rotate <0, 90, 0> translate <3.0, 0, 3.3> }
    #local K = 0;
    #while (K < 3)
      union { Stool(0.8) translate <3.7, 0, 2.6 + K * 0.65> }
      #local K = K + 1;
    #end
    Pendant(<3.0, 2.7, 2.8>, 0.8, <0.85, 0.82, 0.76>)
    Pendant(<3.0, 2.7, 3.8>, 0.8, <0.85, 0.82, 0.76>)
    union { Plant(1.2, 13) translate <0.5, 0, 5.2> }
#end
