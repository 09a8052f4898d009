// Building plots: 1 meadow with fruit trees, 2 vineyard slope, 3 plot at the edge of the Wienerwald.
#include "common.inc"

#declare S0 = seed(Variant * 31 + Alt * 211);
#switch (Variant)
  #case (1) #declare SunAz = 210; #declare SunEl = 38; #declare SunC = <1, 0.95, 0.86>; #break
  #case (2) #declare SunAz = 235; #declare SunEl = 36; #declare SunC = <1, 0.88, 0.74>; #break
  #else #declare SunAz = 140; #declare SunEl = 18; #declare SunC = <1, 0.9, 0.78>;
#end
Sky(<0.42, 0.58, 0.82>, <0.9, 0.93, 0.96>, 0.7)
Sun(SunAz, SunEl, SunC * 1.6, 0.5)

// gently rolling ground
#declare T_Meadow = texture {
  pigment { bozo color_map { [0 color rgb <0.26, 0.31, 0.15>] [0.5 color rgb <0.32, 0.36, 0.18>] [1 color rgb <0.4, 0.4, 0.22>] } scale 6 }
  normal { granite 0.6 scale 0.03 }
  finish { ambient 0 diffuse 0.72 }
}
plane { y, 0 texture { T_Meadow } }
Hills(120, 70)

#switch (Variant)
  #case (1)
    // fruit trees and a hedge at the back of the plot
    #declare K = 0;
    #while (K < 7)
      Tree(<-18 + K * 7 + rand(S0) * 3, 0, 18 + rand(S0) * 10>, 6 + rand(S0) * 2, 5, <0.3, 0.36, 0.2>, 700 + K)
      #declare K = K + 1;
    #end
    #declare K = 0;
    #while (K < 20)
      Tree(<-80 + K * 9 + rand(S0) * 4, 0, 60 + rand(S0) * 20>, 12 + rand(S0) * 5, 8, <0.26, 0.32, 0.18>, 720 + K)
      #declare K = K + 1;
    #end
    // survey stakes marking the plot corners
    #declare K = 0;
    #while (K < 4)
      cylinder { <-6 + mod(K, 2) * 14, 0, 4 + int(K / 2) * 12>, <-6 + mod(K, 2) * 14, 1.1, 4 + int(K / 2) * 12>, 0.03 texture { T_Oak(0.9, K) } }
      #declare K = K + 1;
    #end
    camera { right x * image_width / image_height location <-3, 1.6, -6> look_at <3, 2.5, 20> angle 60 CamMove(<3, 2.5, 20>, 60, 20) }
  #break
  #case (2)
    // vineyard rows running up the slope
    #declare Slope = 8;
    union {
      #declare K = 0;
      #while (K < 36)
        box { <-40 + K * 2.2, 0, 0>, <-39.6 + K * 2.2, 1.3, 80> }
        #declare K = K + 1;
      #end
      texture {
        pigment { granite color_map { [0 color rgb <0.2, 0.27, 0.12>] [0.5 color rgb <0.28, 0.34, 0.15>] [1 color rgb <0.36, 0.4, 0.2>] } scale 0.25 }
        normal { bumps 1.2 scale 0.06 }
        finish { ambient 0 diffuse 0.75 }
      }
      rotate <-Slope, 0, 0> translate <0, 0, 6>
    }
    union {
      #declare K = 0;
      #while (K < 36)
        #declare J = 0;
        #while (J < 16)
          cylinder { <-39.8 + K * 2.2, 0, J * 5>, <-39.8 + K * 2.2, 1.6, J * 5>, 0.035 }
          #declare J = J + 1;
        #end
        #declare K = K + 1;
      #end
      texture { pigment { color rgb <0.4, 0.35, 0.3> } }
      rotate <-Slope, 0, 0> translate <0, 0, 6>
    }
    // the slope itself
    box { <-60, -5, 0>, <60, 0, 100> rotate <-Slope, 0, 0> translate <0, 0, 6> texture { T_Meadow } }
    #declare K = 0;
    #while (K < 12)
      Tree(<-60 + K * 11 + rand(S0) * 4, 14, 95 + rand(S0) * 10>, 10 + rand(S0) * 4, 7, <0.26, 0.32, 0.18>, 760 + K)
      #declare K = K + 1;
    #end
    camera { right x * image_width / image_height location <-1, 1.8, -4> look_at <4, 5, 30> angle 62 CamMove(<4, 5, 30>, 60, 20) }
  #break
  #else
    // meadow reaching to a forest edge
    #declare K = 0;
    #while (K < 30)
      Tree(<-60 + K * 5 + rand(S0) * 3, 0, 30 + rand(S0) * 8>, 13 + rand(S0) * 5, 11, <0.24, 0.3, 0.16>, 800 + K)
      #declare K = K + 1;
    #end
    #declare K = 0;
    #while (K < 20)
      Tree(<-60 + K * 7 + rand(S0) * 3, 0, 42 + rand(S0) * 10>, 15 + rand(S0) * 5, 12, <0.22, 0.28, 0.15>, 840 + K)
      #declare K = K + 1;
    #end
    Tree(<6, 0, 10>, 10, 9, <0.3, 0.36, 0.2>, 880)
    camera { right x * image_width / image_height location <-8, 1.6, -10> look_at <2, 4, 30> angle 60 CamMove(<2, 4, 30>, 60, 20) }
#end
Haze(1800, <0.84, 0.87, 0.9>)
